import { describe, expect, it } from 'vitest';
import { themeVariables } from './theme';

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
});
