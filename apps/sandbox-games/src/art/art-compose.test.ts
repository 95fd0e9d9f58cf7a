import { describe, expect, it } from 'vitest';
import { type ArtSubject, backgroundSvg, logoSvg, tileSvg } from './compose';
import { LruCache } from './lru-cache';
import { drawMotif, MOTIFS } from './motifs';

const subject: ArtSubject = {
  seed: 'aurora-book-of-frost',
  name: 'Skull & Crossbones <Deluxe>',
  studioName: 'Tidal Wave Gaming',
  style: 'tidal',
  motif: 'skull',
  decor: ['anchor', 'coin'],
  palette: { primary: '#f59e0b', secondary: '#0c1420', accent: '#f1f5f9' },
};

describe('artwork composition', () => {
  it('draws the tile at 480×360 with the name escaped and the studio named', () => {
    const svg = tileSvg(subject);
    expect(svg).toContain('width="480" height="360"');
    expect(svg).toContain('SKULL &amp; CROSSBONES');
    expect(svg).toContain('&lt;DELUXE&gt;');
    expect(svg).not.toContain('<Deluxe>');
    expect(svg).toContain('TIDAL WAVE GAMING');
  });

  it('is deterministic per game and differs between games', () => {
    expect(tileSvg(subject)).toBe(tileSvg({ ...subject }));
    expect(backgroundSvg(subject)).not.toBe(backgroundSvg({ ...subject, seed: 'another-game' }));
    expect(backgroundSvg(subject)).toContain('width="1600" height="900"');
  });

  it('draws every motif and a logo for a studio', () => {
    for (const motif of MOTIFS) {
      expect(drawMotif(motif, { fill: '#fff', line: '#000', detail: '#888' })).toMatch(
        /^<(path|polygon|g|circle|ellipse|rect)/,
      );
    }
    expect(
      logoSvg({ name: 'Crown & Clover', mark: 'crown', colours: { primary: '#facc15', accent: '#22c55e' } }),
    ).toContain('&amp; CLOVER');
  });
});

describe('LRU cache', () => {
  it('keeps the total size under its bound, dropping the least recently used first', () => {
    const cache = new LruCache<string>(10);
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(8);
    cache.set('huge', 'H', 11);
    expect(cache.get('huge')).toBeUndefined();
  });
});
