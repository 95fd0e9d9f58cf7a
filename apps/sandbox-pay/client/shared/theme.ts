/*
 * The bootstrapper flattens the merchant's theme into `theme_<group>_<key>` query values
 * (theme_buttons_color=#0a7). They become CSS custom properties `--theme-<group>-<key>` that the
 * stylesheets read with a default, so a merchant can recolour the page without sending CSS.
 */

/** Values that are safe as a custom property: colours, lengths, font names and a few keywords. */
const SAFE_VALUE =
  /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/deg]+\)|[a-z][a-z0-9 ,'"-]{0,60}|\d{1,4}(\.\d+)?(px|rem|em|%)?)$/i;
const NAME_PART = /^[a-z0-9]{1,30}$/i;

export function themeVariables(query: URLSearchParams): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of query) {
    const match = /^theme_([^_]+)_(.+)$/.exec(name);
    if (!match) continue;
    const [, group, key] = match as unknown as [string, string, string];
    if (!NAME_PART.test(group) || !NAME_PART.test(key) || !SAFE_VALUE.test(value.trim())) continue;
    variables[`--theme-${group.toLowerCase()}-${key.toLowerCase()}`] = value.trim();
  }
  return variables;
}

export function applyTheme(root: HTMLElement, variables: Record<string, string>) {
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
}
