import { describe, expect, it } from 'vitest';
import { catalogueEncoding, matchesEtag } from './games.routes';

describe('matchesEtag', () => {
  it('matches the tag, its weak form, a list holding it, and *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

describe('catalogueEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(catalogueEncoding('gzip, deflate, br')).toBe('br');
    expect(catalogueEncoding('gzip, br;q=0')).toBe('gzip');
    expect(catalogueEncoding('GZIP')).toBe('gzip');
    expect(catalogueEncoding('*')).toBe('br');
    expect(catalogueEncoding('identity')).toBeNull();
    expect(catalogueEncoding(undefined)).toBeNull();
    expect(catalogueEncoding('br;q=0, gzip;q=0')).toBeNull();
  });
});
