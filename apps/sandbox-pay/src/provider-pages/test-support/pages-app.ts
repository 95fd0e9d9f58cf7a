import { createLogger, createServiceApp } from '@vauhti/server-kit';
import { testSandboxPayConfig } from '../../config';
import type { ProviderPagesFacade } from '../../payments/provider-pages-facade';
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

/** The JSON a done or collect page hands its script, parsed. */
export function pageMessage(html: string): { target: string; close: string; message: unknown } | undefined {
  const match =
    /<script type="application\/json" id="provider-page-message" data-target="(\w+)" data-close="(\w+)">([^<]*)<\/script>/.exec(
      html,
    );
  if (!match) return undefined;
  return { target: match[1] as string, close: match[2] as string, message: JSON.parse(match[3] as string) };
}
