import type { RedirectOutput } from '@vauhti/contracts/cashier';
import { type DepositStatus, piqDepositStatus } from './deposit-outcome';
import { POPUP_HEIGHT_PX, POPUP_WIDTH_PX } from './polling-schedule';
import { isOpenTxnStatus, type StatusCheckResult } from './polling-status-check';
import { type MessageSender, OPAQUE_ORIGIN, originOf, type ProviderPageState } from './provider-messages';

/*
 * How deposit step 2 shows the provider's page (spec part 1 sections 2 and 4): in an iframe of the
 * method's height, in a popup (BANK_PIQ and the other popup methods), in the same window, or the
 * provider's own HTML in a sandboxed frame.
 */

/** The frame heights providers need (spec part 1 section 2, "Redirect frame heights"). */
export const FRAME_HEIGHTS = ['600px', '1000px', '1185px', '75vh'] as const;
export type FrameHeight = (typeof FRAME_HEIGHTS)[number];
export const DEFAULT_FRAME_HEIGHT: FrameHeight = '600px';

/** The first of the candidates that is one of the known heights, else 600px. */
export function frameHeightOf(...candidates: (string | null | undefined)[]): FrameHeight {
  for (const candidate of candidates) {
    const height = FRAME_HEIGHTS.find((known) => known === candidate?.trim());
    if (height) return height;
  }
  return DEFAULT_FRAME_HEIGHT;
}

export type RedirectKind = 'iframe' | 'popup' | 'window';
const REDIRECT_KINDS: readonly RedirectKind[] = ['iframe', 'popup', 'window'];

function redirectKindOf(value: string | null | undefined): RedirectKind | null {
  return REDIRECT_KINDS.find((kind) => kind === value?.trim().toLowerCase()) ?? null;
}

/** How the page is shown, and what loads it. */
export type ProviderPagePlan = {
  kind: RedirectKind | 'html';
  url: string;
  /** POST when the provider wants its parameters posted as a form; GET loads the url. */
  method: 'GET' | 'POST';
  parameters: Record<string, string>;
  /** The provider's own HTML (kind 'html' only). */
  html: string | null;
  height: FrameHeight;
  /** The origin the page's messages must come from; null when the url is not a web address. */
  origin: string | null;
};

/**
 * The plan for a provider's redirect: its own HTML goes into a sandboxed frame; otherwise the
 * answer's container decides (the transaction's redirect kind, as the provider chose it), then the
 * method's redirect kind, else an iframe (the provider's default). The height is the answer's,
 * then the method's, else 600px.
 */
export function providerPagePlan(
  redirect: RedirectOutput,
  method: { redirectKind?: string | null; frameHeight?: string | null },
): ProviderPagePlan {
  const kind = redirect.html
    ? 'html'
    : (redirectKindOf(redirect.container) ?? redirectKindOf(method.redirectKind) ?? 'iframe');
  const hasParameters = Object.keys(redirect.parameters ?? {}).length > 0;
  return {
    kind,
    url: redirect.url,
    method: redirect.method === 'POST' && hasParameters ? 'POST' : 'GET',
    parameters: redirect.parameters ?? {},
    html: redirect.html,
    height: frameHeightOf(redirect.height, method.frameHeight),
    origin: originOf(redirect.url),
  };
}

/**
 * Whom a page's done message must come from: the page's origin and, when the site holds it, its
 * window. The provider's own HTML runs in a sandbox without allow-same-origin, so everything in
 * that frame posts from the opaque origin 'null': there the frame's own window is the proof, and
 * without it nothing is accepted. Null when no message can be trusted (not a web address).
 */
export function pageSender(
  plan: Pick<ProviderPagePlan, 'kind' | 'origin'>,
  pageWindow: MessageEventSource | null | undefined,
): MessageSender | null {
  if (plan.kind === 'html') return pageWindow ? { origin: OPAQUE_ORIGIN, window: pageWindow } : null;
  return plan.origin ? { origin: plan.origin, window: pageWindow ?? null } : null;
}

/** Where the popup's window sits: 800 by 600 px, centred over the site's window. */
export type WindowBox = { screenX: number; screenY: number; outerWidth: number; outerHeight: number };

export function popupFeatures(box: WindowBox): string {
  const left = Math.max(0, Math.round(box.screenX + (box.outerWidth - POPUP_WIDTH_PX) / 2));
  const top = Math.max(0, Math.round(box.screenY + (box.outerHeight - POPUP_HEIGHT_PX) / 2));
  return `popup=yes,width=${POPUP_WIDTH_PX},height=${POPUP_HEIGHT_PX},left=${left},top=${top}`;
}

/**
 * A provider deposit's status once its page is done or its window closed, from what the page
 * said (null when it said nothing) and the platform's status check. A status the platform settled
 * is the outcome: it follows the money. While the platform has not settled it (still open, or not
 * reachable), a page that failed or was cancelled is a failure, and anything else is PENDING: a
 * success screen promises money on the balance, which only the platform's credit makes true.
 */
export function providerPageStatus(pageState: ProviderPageState | null, check: StatusCheckResult): DepositStatus {
  if (check.kind === 'final' && !isOpenTxnStatus(check.answer.txnStatus)) return check.status;
  if (pageState === null) return 'PENDING';
  const pageStatus = piqDepositStatus({
    success: pageState !== 'FAILED' && pageState !== 'CANCELLED',
    txState: pageState,
  });
  return pageStatus === 'FAILED' ? 'FAILED' : 'PENDING';
}
