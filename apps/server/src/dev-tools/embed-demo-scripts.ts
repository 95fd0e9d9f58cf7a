import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** The two bootstrappers the demo page can load: ours, or PaymentIQ's published one it replaces. */
export const BOOTSTRAPPERS = ['vauhti', 'paymentiq'] as const;
export type BootstrapperName = (typeof BOOTSTRAPPERS)[number];

/**
 * Where the demo page's bootstrapper scripts come from. `null` means the script is not available
 * here (PaymentIQ's package is a development dependency a production install leaves out).
 */
export type BootstrapperScripts = {
  vauhti(): Promise<string>;
  paymentiq(): Promise<string | null>;
  /** Whether PaymentIQ's script is installed, without reading it (the page offers it only then). */
  hasPaymentiq(): boolean;
};

/** The published package's script-tag build, or null when the package is not installed. */
export function paymentiqScriptPath(): string | null {
  try {
    return createRequire(import.meta.url).resolve('paymentiq-cashier-bootstrapper/dist/cashier.js');
  } catch {
    return null;
  }
}

/**
 * Ours is bundled on first use and kept in memory; a failed build is not kept, so the next
 * request tries again after the package is fixed. The bundler is imported lazily: it pulls in
 * esbuild, which the platform itself never needs.
 */
export function defaultBootstrapperScripts(): BootstrapperScripts {
  let ours: Promise<string> | undefined;
  let theirs: Promise<string | null> | undefined;
  return {
    vauhti() {
      ours ??= import('@vauhti/cashier-embed/bundle')
        .then(({ bundleCashierEmbedScript }) => bundleCashierEmbedScript({ minify: true }))
        .catch((error: unknown) => {
          ours = undefined;
          throw error;
        });
      return ours;
    },
    paymentiq() {
      const path = paymentiqScriptPath();
      if (path === null) return Promise.resolve(null);
      theirs ??= readFile(path, 'utf8').catch((error: unknown) => {
        theirs = undefined;
        throw error;
      });
      return theirs;
    },
    hasPaymentiq: () => paymentiqScriptPath() !== null,
  };
}
