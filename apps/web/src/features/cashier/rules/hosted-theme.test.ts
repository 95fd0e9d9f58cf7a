import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOSTED_CASHIER_THEME, themeQueryParameters, withProviderPageTheme } from './hosted-theme';

/** Every colour the design tokens define, lower-cased. */
function tokenColours(): Set<string> {
  const css = readFileSync(resolve(import.meta.dirname, '../../../styles/tokens.css'), 'utf8');
  return new Set([...css.matchAll(/#[0-9a-f]{6}\b/gi)].map(([colour]) => colour.toLowerCase()));
}

describe('the hosted cashier theme', () => {
  it('uses only colours of the design tokens', () => {
    const tokens = tokenColours();
    const colours = Object.values(HOSTED_CASHIER_THEME).flatMap((group) =>
      Object.values(group as Record<string, string>).filter((value) => value.startsWith('#')),
    );
    expect(colours.length).toBeGreaterThan(10);
    for (const colour of colours) expect(tokens.has(colour.toLowerCase()), colour).toBe(true);
  });

  it('flattens to theme_<group>_<key> query values plus themeMode, as the bootstrapper names them', () => {
    const parameters = new Map(themeQueryParameters());
    expect(parameters.get('theme_background_color')).toBe('#0c1120');
    expect(parameters.get('theme_buttons_color')).toBe('#f5b301');
    expect(parameters.get('theme_buttons_textcolor')).toBe('#1c1400');
    expect(parameters.get('theme_border_radius')).toBe('12px');
    expect(parameters.get('themeMode')).toBe('dark');
    // Names the sandbox accepts: one group and one key of letters and digits.
    for (const name of parameters.keys()) expect(name).toMatch(/^(theme_[a-z0-9]+_[a-z0-9]+|themeMode)$/);
  });

  it("adds the theme to a provider page's address, keeping its own query and replacing an older theme", () => {
    const themed = new URL(
      withProviderPageTheme('http://localhost:5000/pages/threeds/42?token=abc&theme_buttons_color=%23000000'),
    );
    expect(themed.pathname).toBe('/pages/threeds/42');
    expect(themed.searchParams.get('token')).toBe('abc');
    expect(themed.searchParams.getAll('theme_buttons_color')).toEqual(['#f5b301']);
    expect(themed.searchParams.get('theme_text_color')).toBe('#eef1f8');
  });
});
