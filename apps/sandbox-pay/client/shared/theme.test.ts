import { describe, expect, it } from 'vitest';
import { applyTheme, THEME_VALUES_MAX, themeParameters, themeQueryOf, themeVariables, withThemeQuery } from './theme';

describe('themeVariables', () => {
  it('turns theme_<group>_<key> values into custom properties', () => {
    const query = new URLSearchParams(
      'theme_buttons_color=%23ff6600&theme_background_color=rgb(250,250,250)&locale=fi_FI',
    );
    expect(themeVariables(query)).toEqual({
      '--theme-buttons-color': '#ff6600',
      '--theme-background-color': 'rgb(250,250,250)',
    });
  });

  it('drops values that could break out of a declaration', () => {
    const query = new URLSearchParams();
    query.set('theme_buttons_color', 'red;background:url(http://evil)');
    query.set('theme_labels_color', '}body{display:none');
    query.set('theme_x!_color', '#fff');
    expect(themeVariables(query)).toEqual({});
  });

  it('keeps at most THEME_VALUES_MAX values of one address', () => {
    const query = new URLSearchParams();
    for (let index = 0; index < THEME_VALUES_MAX + 5; index += 1) query.set(`theme_group${index}_color`, '#fff');
    expect(themeParameters(query)).toHaveLength(THEME_VALUES_MAX);
  });
});

describe('the theme passed on to provider pages', () => {
  it('carries the checked values and the mode, and nothing else of the launch query', () => {
    const query = new URLSearchParams(
      'sessionId=secret&theme_Buttons_Color=%23f5b301&theme_labels_color=}x&themeMode=Dark&locale=fi_FI',
    );
    expect(themeQueryOf(query)).toEqual([
      ['theme_buttons_color', '#f5b301'],
      ['themeMode', 'dark'],
    ]);
  });

  it("adds them to a provider page's address, replacing values of the same name", () => {
    const address = withThemeQuery('http://localhost:5000/pages/threeds/7?token=t&themeMode=light', [
      ['theme_background_color', '#0c1120'],
      ['themeMode', 'dark'],
    ]);
    const url = new URL(address);
    expect(url.searchParams.get('token')).toBe('t');
    expect(url.searchParams.get('theme_background_color')).toBe('#0c1120');
    expect(url.searchParams.getAll('themeMode')).toEqual(['dark']);
    expect(withThemeQuery('/relative', [['themeMode', 'dark']])).toBe('/relative');
    expect(withThemeQuery('http://x.test/a', [])).toBe('http://x.test/a');
  });

  it('applies the variables and the colour scheme to the page root', () => {
    const set: [string, string][] = [];
    applyTheme(
      { style: { setProperty: (name, value) => set.push([name, value]) } },
      { '--theme-text-color': '#fff' },
      'dark',
    );
    expect(set).toEqual([
      ['--theme-text-color', '#fff'],
      ['color-scheme', 'dark'],
    ]);
  });
});
