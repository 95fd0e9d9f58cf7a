/*
 * The bootstrapper flattens the merchant's theme into `theme_<group>_<key>` query values
 * (theme_buttons_color=#0a7), and PaymentIQ's `themeMode` option says light or dark. They become
 * CSS custom properties `--theme-<group>-<key>` that the stylesheets read with a default, so a
 * merchant can recolour the cashier and the provider pages without sending CSS. The value rule is
 * written once, here: the cashier applies the values in the browser, and the provider pages'
 * stylesheet route (src/provider-pages/page-theme.ts) renders the same values as CSS text.
 * Nothing here touches the DOM, so the server imports it too.
 */

/** Values that are safe as a custom property: colours, lengths, font names and a few keywords. */
const SAFE_VALUE =
  /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/deg]+\)|[a-z][a-z0-9 ,'"-]{0,60}|\d{1,4}(\.\d+)?(px|rem|em|%)?)$/i;
const NAME_PART = /^[a-z0-9]{1,30}$/i;
const THEME_NAME = /^theme_([^_]+)_(.+)$/;
/** The most theme values one address carries; a theme has about twenty. */
export const THEME_VALUES_MAX = 40;

export type ThemeMode = 'light' | 'dark';
/** PaymentIQ's option name for the colour scheme. */
export const THEME_MODE_PARAMETER = 'themeMode';

/** The theme's query values that pass the rule, as `[theme_<group>_<key>, value]`, in query order. */
export function themeParameters(query: URLSearchParams): [string, string][] {
  const parameters: [string, string][] = [];
  for (const [name, value] of query) {
    if (parameters.length >= THEME_VALUES_MAX) break;
    const match = THEME_NAME.exec(name);
    if (!match) continue;
    const [, group, key] = match as unknown as [string, string, string];
    if (!NAME_PART.test(group) || !NAME_PART.test(key) || !SAFE_VALUE.test(value.trim())) continue;
    parameters.push([`theme_${group.toLowerCase()}_${key.toLowerCase()}`, value.trim()]);
  }
  return parameters;
}

/** The custom properties of the theme's query values: `--theme-<group>-<key>` → value. */
export function themeVariables(query: URLSearchParams): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of themeParameters(query)) variables[`--${name.replaceAll('_', '-')}`] = value;
  return variables;
}

/** `themeMode=dark` or `light`; anything else (PaymentIQ's `auto`, nothing) leaves the page's default. */
export function themeModeOf(query: URLSearchParams): ThemeMode | null {
  const mode = (query.get(THEME_MODE_PARAMETER) ?? '').trim().toLowerCase();
  return mode === 'dark' || mode === 'light' ? mode : null;
}

/**
 * The theme's query values for an address this page opens (a provider page), so it looks the
 * same: the checked values and the mode, nothing else of the launch query.
 */
export function themeQueryOf(query: URLSearchParams): [string, string][] {
  const mode = themeModeOf(query);
  return mode ? [...themeParameters(query), [THEME_MODE_PARAMETER, mode]] : themeParameters(query);
}

/** An address with the theme's query values added (replacing any of the same name). */
export function withThemeQuery(address: string, theme: readonly [string, string][]): string {
  if (theme.length === 0) return address;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  for (const [name, value] of theme) url.searchParams.set(name, value);
  return url.toString();
}

/** Anything with an inline style: the page's root element. */
type Styled = { style: { setProperty(name: string, value: string): void } };

export function applyTheme(root: Styled, variables: Record<string, string>, mode: ThemeMode | null = null) {
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  if (mode) root.style.setProperty('color-scheme', mode);
}
