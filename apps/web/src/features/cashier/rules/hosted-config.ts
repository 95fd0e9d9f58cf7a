import type { CashierConfig, HostCallbackType } from '@vauhti/cashier-embed';
import type { CashierToken } from '@vauhti/contracts/cashier';
import { LANGUAGE_INFO, type SiteLanguage } from '../../../lib/i18n/languages';
import { HOSTED_CASHIER_THEME, HOSTED_CASHIER_THEME_MODE } from './hosted-theme';

/*
 * What the site hands the provider's hosted cashier through the bootstrapper
 * (packages/cashier-embed, PaymentIQ's options; contracts/payments.md section 4), and how the
 * cashier's transaction events become the modal's result.
 */

export type HostedCashierKind = 'deposit' | 'withdrawal';

/** The height the cashier's frame starts at, until the cashier reports its own (APP_SET_HEIGHT). */
export const HOSTED_CASHIER_INITIAL_HEIGHT_PX = 560;
/** How long the frame may take to load before the bootstrapper calls onLoadError. */
export const HOSTED_CASHIER_LOAD_TIMEOUT_MS = 15_000;
/** PaymentIQ's product for a casino deposit or withdrawal. */
export const HOSTED_CASHIER_PRODUCT_ID = 'CASINO';

/**
 * The site's refinements the theme cannot say: the modal already has a title and padding, so the
 * cashier's own title is hidden and its page sits flush inside the modal.
 */
export const HOSTED_CASHIER_CSS =
  '#cashier-root{padding:0}.top h1{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}';

/** PaymentIQ's locale for a site edition: fi → fi_FI, pe → es_PE, no → nb_NO. */
export function hostedCashierLocale(language: SiteLanguage): string {
  return LANGUAGE_INFO[language].locale.replace('-', '_');
}

export type HostedConfigInput = {
  kind: HostedCashierKind;
  token: CashierToken;
  /** The player's external id (the profile's externalEcrId): PaymentIQ's userId. */
  userId: string;
  language: SiteLanguage;
  bonusCode?: string;
};

/** The bootstrapper's configuration for the player's hosted cashier. */
export function hostedCashierConfig({ kind, token, userId, language, bonusCode }: HostedConfigInput): CashierConfig {
  const code = bonusCode?.trim();
  return {
    merchantId: token.merchantId,
    userId,
    sessionId: token.token,
    environment: token.environment,
    locale: hostedCashierLocale(language),
    // PaymentIQ's `method` option is the cashier's kind; the provider opens that tab.
    method: kind,
    mode: 'gambling',
    attributes: {
      labelId: token.labelId,
      productId: HOSTED_CASHIER_PRODUCT_ID,
      ipAddr: token.ipAddr,
      ...(kind === 'deposit' && code ? { bonusCode: code } : {}),
    },
    theme: HOSTED_CASHIER_THEME,
    themeMode: HOSTED_CASHIER_THEME_MODE,
    containerHeight: HOSTED_CASHIER_INITIAL_HEIGHT_PX,
    initLoadErrorTimeout: HOSTED_CASHIER_LOAD_TIMEOUT_MS,
  };
}

export type HostedResultStatus = 'SUCCESS' | 'FAILURE' | 'PENDING' | 'CANCELLED';

/** The cashier's transaction callbacks and the result each one means for the modal. */
export const RESULT_BY_CALLBACK = {
  success: 'SUCCESS',
  failure: 'FAILURE',
  pending: 'PENDING',
  cancelled: 'CANCELLED',
  // PaymentIQ could not tell the outcome yet: the money may still move, so it is shown as pending.
  unresolved: 'PENDING',
} as const satisfies Partial<Record<keyof HostCallbackType, HostedResultStatus>>;

export type ResultCallback = keyof typeof RESULT_BY_CALLBACK;
export const RESULT_CALLBACKS = Object.keys(RESULT_BY_CALLBACK) as ResultCallback[];

/**
 * The provider's transaction id in a callback's argument, `{data: {status, payload: {txRefId}}}`
 * (PaymentIQ's shape), or a flat `{data: {txRefId}}`; null when the event names none.
 */
export function txRefIdOf(argument: unknown): string | null {
  const data = (argument as { data?: unknown } | undefined)?.data as
    | { txRefId?: unknown; payload?: { txRefId?: unknown } }
    | undefined;
  const txRefId = data?.payload?.txRefId ?? data?.txRefId;
  if (typeof txRefId === 'string' && txRefId.length > 0) return txRefId;
  return typeof txRefId === 'number' && Number.isFinite(txRefId) ? String(txRefId) : null;
}
