import type { Theme } from '@vauhti/cashier-embed';

/*
 * The site's dark look, as the hosted cashier receives it. The bootstrapper flattens `theme` into
 * `theme_<group>_<key>` query values (theme_buttons_color=#f5b301), which the provider's cashier
 * and its pages (3-D Secure, bank, e-wallet, pay-and-play) turn into `--theme-<group>-<key>` CSS
 * variables. Groups PaymentIQ's own cashier reads (background, labels, headings, input,
 * inputbackground, buttons, error, success, loader, border.radius) keep its names; the sandbox
 * provider reads the rest as well. Every value is a colour of src/styles/tokens.css, named here once.
 */

/** The groups beyond PaymentIQ's typed ones that the sandbox provider reads. */
type SiteThemeGroups = {
  text: { color: string };
  mutedtext: { color: string };
  cardbackground: { color: string };
  border: { color: string; radius: string };
  inputborder: { color: string };
  buttons: { color: string; textcolor: string };
  focus: { color: string };
  pending: { color: string };
};

export type HostedCashierTheme = Theme & SiteThemeGroups;

export const HOSTED_CASHIER_THEME = {
  // --color-bg-raised: the modal's own background, so the cashier reads as part of it.
  background: { color: '#0c1120' },
  cashierbackground: { color: '#0c1120' },
  // --color-surface: cards, tabs, summaries.
  cardbackground: { color: '#111829' },
  // --color-text and --color-text-muted.
  text: { color: '#eef1f8' },
  headings: { color: '#eef1f8' },
  labels: { color: '#a3adc6' },
  mutedtext: { color: '#a3adc6' },
  // --color-border and --color-border-strong (inputs), --radius-md.
  border: { color: '#222d48', radius: '12px' },
  inputborder: { color: '#33416a' },
  input: { color: '#eef1f8' },
  inputbackground: { color: '#07090f' },
  // --color-accent with --color-accent-ink on it; --color-accent-bright for focus.
  buttons: { color: '#f5b301', textcolor: '#1c1400' },
  loader: { color: '#f5b301' },
  focus: { color: '#ffd35c' },
  // --color-danger, --color-success, --color-warning.
  error: { color: '#ff6b6b' },
  success: { color: '#3ddc97' },
  pending: { color: '#fbbf24' },
} as const satisfies HostedCashierTheme;

/** PaymentIQ's `themeMode`: the site is dark, so native controls (selects, scrollbars) are too. */
export const HOSTED_CASHIER_THEME_MODE = 'dark';

/**
 * The theme as the query values a provider page reads (`theme_<group>_<key>`, `themeMode`), for
 * a provider page the site opens itself (the internal cashier's 3-D Secure or bank page), so it
 * looks like the hosted cashier's. Only for the sandbox provider's pages: a real provider's
 * address may be signed, and must not be changed.
 */
export function themeQueryParameters(theme: Theme = HOSTED_CASHIER_THEME): [string, string][] {
  const parameters: [string, string][] = [];
  for (const [group, values] of Object.entries(theme)) {
    for (const [key, value] of Object.entries(values as Record<string, string | undefined>)) {
      if (value) parameters.push([`theme_${group}_${key}`, value]);
    }
  }
  parameters.push(['themeMode', HOSTED_CASHIER_THEME_MODE]);
  return parameters;
}

/** A provider page's address with the site's theme added to its query (an existing value is replaced). */
export function withProviderPageTheme(address: string): string {
  const url = new URL(address);
  for (const [name, value] of themeQueryParameters()) url.searchParams.set(name, value);
  return url.toString();
}
