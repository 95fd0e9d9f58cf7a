import { createLogger, createServiceApp } from '@vauhti/server-kit';
import { testSandboxPayConfig } from '../../config';
import type { ProviderPagesFacade } from '../../payments/provider-pages-facade';
import { PROVIDER_PAGES_SCRIPT } from '../assets';
import { providerPagesRoutes } from '../provider-pages.routes';

/** The pages on an app built as the cashier host builds it (error handler, Zod), without a port. */
export async function pagesApp(pages: ProviderPagesFacade) {
  const app = createServiceApp({ logger: createLogger({ name: 'provider-pages-test', level: 'silent' }) });
  await app.register(providerPagesRoutes, { pages, config: testSandboxPayConfig() });
  await app.ready();
  return app;
}

/** A urlencoded form body, as a browser posts it. */
export function formPost(url: string, fields: Record<string, string>) {
  return {
    method: 'POST' as const,
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

/** The value of an input in rendered HTML (for prefilled forms). */
export function inputValue(html: string, name: string): string | undefined {
  const match = new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html);
  return match?.[1];
}

/**
 * The JSON a done or collect page hands its script, parsed, with the return URL the script goes to
 * when it finds no window to tell (absent when the page has none).
 */
export function pageMessage(
  html: string,
): { target: string; close: string; message: unknown; returnUrl?: string } | undefined {
  const match =
    /<script type="application\/json" id="provider-page-message" data-target="(\w+)" data-close="(\w+)"(?: data-return="([^"]*)")?>([^<]*)<\/script>/.exec(
      html,
    );
  if (!match) return undefined;
  const parsed = { target: match[1] as string, close: match[2] as string, message: JSON.parse(match[4] as string) };
  return match[3] === undefined ? parsed : { ...parsed, returnUrl: match[3].replaceAll('&amp;', '&') };
}

/** What the pages' script did in a window: the messages it posted, where it went, whether it closed. */
export type ScriptRun = {
  postedToOpener: unknown[];
  postedToParent: unknown[];
  replacedWith: string[];
  closed: boolean;
};

/**
 * Runs the pages' one script (PROVIDER_PAGES_SCRIPT) over a rendered page in a stand-in window:
 * opened as a popup (an opener), framed (a parent), or in the merchant's own window (neither).
 * Timers run at once, so a popup's delayed close counts.
 */
export function runPageScript(html: string, openedAs: 'popup' | 'iframe' | 'window'): ScriptRun {
  const run: ScriptRun = { postedToOpener: [], postedToParent: [], replacedWith: [], closed: false };
  const match = /<script type="application\/json" id="provider-page-message"([^>]*)>([^<]*)<\/script>/.exec(html);
  const attributes = new Map<string, string>();
  for (const [, name, value] of (match?.[1] ?? '').matchAll(/ ([\w-]+)="([^"]*)"/g)) {
    attributes.set(name as string, (value as string).replaceAll('&amp;', '&'));
  }
  const block = match ? { textContent: match[2], getAttribute: (name: string) => attributes.get(name) ?? null } : null;
  const page: Record<string, unknown> = {
    location: { replace: (url: string) => run.replacedWith.push(url) },
    setTimeout: (callback: () => void) => callback(),
    close: () => {
      run.closed = true;
    },
  };
  page.opener = openedAs === 'popup' ? { postMessage: (message: unknown) => run.postedToOpener.push(message) } : null;
  page.parent = openedAs === 'iframe' ? { postMessage: (message: unknown) => run.postedToParent.push(message) } : page;
  const document = { getElementById: (id: string) => (id === 'provider-page-message' ? block : null) };
  new Function('window', 'document', PROVIDER_PAGES_SCRIPT)(page, document);
  return run;
}
