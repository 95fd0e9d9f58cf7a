import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_INFO } from '../../../lib/i18n/languages';
import { Flag, flagUrl } from './Flag';

const PUBLIC_DIR = resolve(import.meta.dirname, '../../../../public');

afterEach(cleanup);

describe('flags as static files', () => {
  it('every language’s flag is a 30 × 20 SVG file under public/media/flags', () => {
    const codes = new Set(Object.values(LANGUAGE_INFO).map((info) => info.flag));
    for (const code of codes) {
      const file = resolve(PUBLIC_DIR, `.${flagUrl(code)}`);
      expect(existsSync(file), `${code}: ${file}`).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="30" height="20" viewBox="0 0 30 20">/,
      );
    }
  });

  it('renders a decorative image of its own size, so the page does not shift when the file arrives', () => {
    const { container } = render(<Flag code="FI" className="flag" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/flags/fi.svg');
    expect(image?.getAttribute('alt')).toBe('');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['24', '16']);
    expect(image?.dataset.flag).toBe('FI');
  });
});
