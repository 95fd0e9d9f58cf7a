/*
 * The merchant's theme on the provider pages. The page that opens one (the hosted cashier, or a
 * merchant's own cashier) appends the theme it was given to the page's address: the
 * bootstrapper's `theme_<group>_<key>` values and PaymentIQ's `themeMode`. The pages' CSP allows
 * no inline style, so the page links a stylesheet of this app that renders those values as
 * `--theme-<group>-<key>` custom properties, which the pages' own stylesheet reads with its light
 * defaults. The values pass the cashier's own rule (client/shared/theme.ts) before they are written
 * into CSS, and the page's forms post back to an address carrying the same theme, so every step
 * of a page keeps it.
 */
import { THEME_MODE_PARAMETER, type ThemeMode, themeModeOf, themeParameters } from '../../client/shared/theme';

export const THEME_STYLESHEET_PATH = '/pages/assets/theme.css';

export type PageTheme = {
  /** `[theme_<group>_<key>, value]`, each value checked. */
  parameters: readonly [string, string][];
  mode: ThemeMode | null;
};

export const NO_THEME: PageTheme = { parameters: [], mode: null };

/** The theme a request's query carries; anything that is not a safe theme value is left out. */
export function pageThemeOf(query: unknown): PageTheme {
  const search = new URLSearchParams();
  if (typeof query === 'object' && query !== null) {
    for (const [name, value] of Object.entries(query)) {
      // A repeated name reads as a list: its first value counts, as it does for the forms.
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string') search.append(name, first);
    }
  }
  return { parameters: themeParameters(search), mode: themeModeOf(search) };
}

export function hasTheme(theme: PageTheme): boolean {
  return theme.parameters.length > 0 || theme.mode !== null;
}

/** A path of this app with the theme in its query (unchanged without one). */
export function withPageTheme(path: string, theme: PageTheme): string {
  if (!hasTheme(theme)) return path;
  const query = new URLSearchParams();
  for (const [name, value] of theme.parameters) query.append(name, value);
  if (theme.mode) query.set(THEME_MODE_PARAMETER, theme.mode);
  return `${path}${path.includes('?') ? '&' : '?'}${query.toString()}`;
}

/** The theme as CSS: its custom properties and colour scheme on the root element. */
export function themeStylesheet(theme: PageTheme): string {
  const declarations = theme.parameters.map(([name, value]) => `--${name.replaceAll('_', '-')}:${value}`);
  if (theme.mode) declarations.push(`color-scheme:${theme.mode}`);
  return declarations.length === 0 ? '' : `:root{${declarations.join(';')}}\n`;
}
