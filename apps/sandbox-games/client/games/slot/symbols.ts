import { s } from '../../core/dom';
import { isTextKey, type Translate } from '../../i18n';

/**
 * Slot symbol art as one SVG sprite: each engine symbol id (README "Symbols") is a <symbol> drawn
 * once, and every reel cell is a tiny <svg><use/></svg>, so long spinning strips stay cheap.
 * High symbols and the wild take the game's theme colours (CSS variables), so each themed game
 * looks its own while the shapes stay readable.
 */
const SPRITE_ID = 'vg-symbol-sprite';

function gradient(id: string, stops: [string, string][], vertical = true) {
  return s(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: vertical ? 0 : 1, y2: vertical ? 1 : 0 },
    ...stops.map(([offset, colour]) => s('stop', { offset, style: { 'stop-color': colour } })),
  );
}

function radial(id: string, stops: [string, string][]) {
  return s(
    'radialGradient',
    { id, cx: '40%', cy: '35%', r: '70%' },
    ...stops.map(([offset, colour]) => s('stop', { offset, style: { 'stop-color': colour } })),
  );
}

function defs() {
  return s(
    'defs',
    {},
    gradient('vg-g-gold', [
      ['0', '#fff4c2'],
      ['0.45', '#f7c948'],
      ['1', '#a86412'],
    ]),
    gradient('vg-g-ruby', [
      ['0', '#ff8a8a'],
      ['0.5', '#e11d48'],
      ['1', '#7f1d1d'],
    ]),
    gradient('vg-g-primary', [
      ['0', '#ffffff'],
      ['0.25', 'var(--vg-primary)'],
      ['1', 'color-mix(in srgb, var(--vg-primary) 55%, black)'],
    ]),
    gradient('vg-g-accent', [
      ['0', '#ffffff'],
      ['0.3', 'var(--vg-accent)'],
      ['1', 'color-mix(in srgb, var(--vg-accent) 50%, black)'],
    ]),
    gradient('vg-g-emerald', [
      ['0', '#bbf7d0'],
      ['0.5', '#16a34a'],
      ['1', '#14532d'],
    ]),
    gradient('vg-g-bar', [
      ['0', '#3f3f46'],
      ['0.5', '#09090b'],
      ['1', '#27272a'],
    ]),
    radial('vg-r-wild', [
      ['0', '#fffbe6'],
      ['0.35', 'var(--vg-accent)'],
      ['1', 'color-mix(in srgb, var(--vg-primary) 70%, black)'],
    ]),
    radial('vg-r-scatter', [
      ['0', '#ffffff'],
      ['0.4', '#c4b5fd'],
      ['1', '#4c1d95'],
    ]),
    s(
      'filter',
      { id: 'vg-f-shadow', x: '-20%', y: '-20%', width: '140%', height: '140%' },
      s('feDropShadow', { dx: 0, dy: 2.5, stdDeviation: 2, 'flood-color': '#000', 'flood-opacity': 0.55 }),
    ),
  );
}

/** Card-rank low symbols: a bold serif letter with the rank's own colour. */
function rankSymbol(id: string, label: string, fill: string, stroke: string) {
  return s(
    'symbol',
    { id: `vg-sym-${id}`, viewBox: '0 0 100 100' },
    s(
      'text',
      {
        x: 50,
        y: 72,
        'text-anchor': 'middle',
        'font-family': 'Georgia, "Times New Roman", serif',
        'font-weight': 900,
        'font-size': label.length > 1 ? 52 : 64,
        fill,
        stroke,
        'stroke-width': 3.5,
        'paint-order': 'stroke',
        filter: 'url(#vg-f-shadow)',
      },
      label,
    ),
  );
}

function shapeSymbol(id: string, ...children: SVGElement[]) {
  return s(
    'symbol',
    { id: `vg-sym-${id}`, viewBox: '0 0 100 100' },
    s('g', { filter: 'url(#vg-f-shadow)' }, ...children),
  );
}

function crown() {
  return shapeSymbol(
    'H1',
    s('path', {
      d: 'M14 72 L10 30 L32 48 L50 18 L68 48 L90 30 L86 72 Z',
      fill: 'url(#vg-g-gold)',
      stroke: '#5b3a06',
      'stroke-width': 2.5,
      'stroke-linejoin': 'round',
    }),
    s('rect', {
      x: 14,
      y: 72,
      width: 72,
      height: 12,
      rx: 3,
      fill: 'url(#vg-g-gold)',
      stroke: '#5b3a06',
      'stroke-width': 2.5,
    }),
    s('circle', { cx: 50, cy: 56, r: 7, fill: 'url(#vg-g-ruby)', stroke: '#fff', 'stroke-width': 1.2 }),
    s('circle', { cx: 29, cy: 62, r: 4.5, fill: 'url(#vg-g-primary)' }),
    s('circle', { cx: 71, cy: 62, r: 4.5, fill: 'url(#vg-g-primary)' }),
    s('circle', { cx: 10, cy: 28, r: 4, fill: '#fff4c2' }),
    s('circle', { cx: 50, cy: 15, r: 4, fill: '#fff4c2' }),
    s('circle', { cx: 90, cy: 28, r: 4, fill: '#fff4c2' }),
  );
}

function gem() {
  return shapeSymbol(
    'H2',
    s('path', {
      d: 'M20 38 L34 18 H66 L80 38 L50 86 Z',
      fill: 'url(#vg-g-primary)',
      stroke: '#fff',
      'stroke-width': 2,
    }),
    s('path', {
      d: 'M20 38 H80 M34 18 L42 38 L50 86 L58 38 L66 18 M42 38 L50 18 L58 38',
      fill: 'none',
      stroke: 'rgb(255 255 255 / 65%)',
      'stroke-width': 1.6,
    }),
    s('path', { d: 'M34 18 L42 38 L20 38 Z', fill: 'rgb(255 255 255 / 45%)' }),
  );
}

function bell() {
  return shapeSymbol(
    'H3',
    s('path', {
      d: 'M50 14 C30 14 26 34 26 50 C26 62 20 68 16 74 H84 C80 68 74 62 74 50 C74 34 70 14 50 14 Z',
      fill: 'url(#vg-g-accent)',
      stroke: '#3b2506',
      'stroke-width': 2.5,
    }),
    s('rect', {
      x: 14,
      y: 72,
      width: 72,
      height: 8,
      rx: 4,
      fill: 'url(#vg-g-gold)',
      stroke: '#3b2506',
      'stroke-width': 2,
    }),
    s('circle', { cx: 50, cy: 86, r: 7, fill: 'url(#vg-g-gold)', stroke: '#3b2506', 'stroke-width': 2 }),
    s('path', {
      d: 'M38 26 C32 34 32 46 33 56',
      fill: 'none',
      stroke: 'rgb(255 255 255 / 70%)',
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
  );
}

function clover() {
  const leaf = (rotation: number) =>
    s('path', {
      d: 'M50 50 C34 44 28 22 42 18 C48 16 50 24 50 24 C50 24 52 16 58 18 C72 22 66 44 50 50 Z',
      transform: `rotate(${rotation} 50 50)`,
      fill: 'url(#vg-g-emerald)',
      stroke: '#052e16',
      'stroke-width': 2,
    });
  return shapeSymbol(
    'H4',
    s('path', {
      d: 'M50 52 C52 66 58 78 68 88',
      fill: 'none',
      stroke: '#166534',
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }),
    leaf(0),
    leaf(90),
    leaf(180),
    leaf(270),
    s('circle', { cx: 50, cy: 50, r: 5, fill: '#fef08a' }),
  );
}

function starPath(points: number, outer: number, inner: number, cx = 50, cy = 50): string {
  const parts: string[] = [];
  for (let index = 0; index < points * 2; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    parts.push(`${(cx + radius * Math.cos(angle)).toFixed(2)} ${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `M${parts.join(' L')} Z`;
}

function wild() {
  return shapeSymbol(
    'W',
    s('path', { d: starPath(12, 47, 36), fill: 'url(#vg-r-wild)', stroke: '#fff4c2', 'stroke-width': 2 }),
    s('circle', {
      cx: 50,
      cy: 50,
      r: 30,
      fill: 'color-mix(in srgb, var(--vg-primary) 70%, black)',
      stroke: 'url(#vg-g-gold)',
      'stroke-width': 4,
    }),
    s(
      'text',
      {
        x: 50,
        y: 58,
        'text-anchor': 'middle',
        'font-family': 'Impact, "Arial Black", sans-serif',
        'font-weight': 900,
        'font-size': 22,
        'letter-spacing': 1,
        fill: 'url(#vg-g-gold)',
        stroke: '#3b2506',
        'stroke-width': 1.2,
      },
      'WILD',
    ),
  );
}

function scatter() {
  return shapeSymbol(
    'S',
    s('circle', { cx: 50, cy: 46, r: 40, fill: 'url(#vg-r-scatter)', opacity: 0.55 }),
    s('path', {
      d: starPath(5, 40, 17, 50, 46),
      fill: 'url(#vg-g-gold)',
      stroke: '#fff',
      'stroke-width': 2,
      'stroke-linejoin': 'round',
    }),
    s('rect', {
      x: 12,
      y: 76,
      width: 76,
      height: 17,
      rx: 8.5,
      fill: '#4c1d95',
      stroke: '#c4b5fd',
      'stroke-width': 1.5,
    }),
    s(
      'text',
      {
        x: 50,
        y: 89,
        'text-anchor': 'middle',
        'font-family': '"Arial Black", Impact, sans-serif',
        'font-weight': 900,
        'font-size': 11,
        fill: '#fff',
      },
      'SCATTER',
    ),
  );
}

function seven() {
  return shapeSymbol(
    '7',
    s(
      'text',
      {
        x: 50,
        y: 84,
        'text-anchor': 'middle',
        'font-family': 'Impact, "Arial Black", sans-serif',
        'font-weight': 900,
        'font-size': 92,
        fill: 'url(#vg-g-ruby)',
        stroke: 'url(#vg-g-gold)',
        'stroke-width': 5,
        'paint-order': 'stroke',
      },
      '7',
    ),
  );
}

function bars(count: number) {
  const height = 17;
  const gap = 5;
  const top = 50 - (count * height + (count - 1) * gap) / 2;
  const plates: SVGElement[] = [];
  for (let index = 0; index < count; index += 1) {
    const y = top + index * (height + gap);
    plates.push(
      s('rect', {
        x: 12,
        y,
        width: 76,
        height,
        rx: 4,
        fill: 'url(#vg-g-bar)',
        stroke: 'url(#vg-g-gold)',
        'stroke-width': 2.5,
      }),
      s(
        'text',
        {
          x: 50,
          y: y + height - 3.5,
          'text-anchor': 'middle',
          'font-family': '"Arial Black", Impact, sans-serif',
          'font-weight': 900,
          'font-size': 13.5,
          'letter-spacing': 2,
          fill: 'url(#vg-g-gold)',
        },
        'BAR',
      ),
    );
  }
  return shapeSymbol(`B${count}`, ...plates);
}

function cherry() {
  return shapeSymbol(
    'C',
    s('path', {
      d: 'M34 64 C38 44 50 28 66 18 M68 62 C66 44 66 30 66 18',
      fill: 'none',
      stroke: '#3f6212',
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
    s('path', { d: 'M66 18 C74 10 88 12 90 20 C82 26 72 26 66 18 Z', fill: 'url(#vg-g-emerald)' }),
    s('circle', { cx: 32, cy: 70, r: 17, fill: 'url(#vg-g-ruby)', stroke: '#450a0a', 'stroke-width': 2 }),
    s('circle', { cx: 68, cy: 68, r: 17, fill: 'url(#vg-g-ruby)', stroke: '#450a0a', 'stroke-width': 2 }),
    s('ellipse', { cx: 26, cy: 63, rx: 5, ry: 3.5, fill: 'rgb(255 255 255 / 70%)' }),
    s('ellipse', { cx: 62, cy: 61, rx: 5, ry: 3.5, fill: 'rgb(255 255 255 / 70%)' }),
  );
}

function blank() {
  return s('symbol', { id: 'vg-sym--', viewBox: '0 0 100 100' });
}

/** Adds the sprite to the document once; every later call is a no-op. */
export function installSymbolSprite() {
  if (document.getElementById(SPRITE_ID)) return;
  const sprite = s(
    'svg',
    { id: SPRITE_ID, width: 0, height: 0, 'aria-hidden': 'true', style: { position: 'absolute' } },
    defs(),
    crown(),
    gem(),
    bell(),
    clover(),
    rankSymbol('L1', 'A', '#fb7185', '#4c0519'),
    rankSymbol('L2', 'K', '#60a5fa', '#172554'),
    rankSymbol('L3', 'Q', '#c084fc', '#3b0764'),
    rankSymbol('L4', 'J', '#4ade80', '#052e16'),
    rankSymbol('L5', '10', '#fbbf24', '#451a03'),
    wild(),
    scatter(),
    seven(),
    bars(1),
    bars(2),
    bars(3),
    cherry(),
    blank(),
  );
  document.body.prepend(sprite);
}

const KNOWN = new Set([
  'H1',
  'H2',
  'H3',
  'H4',
  'L1',
  'L2',
  'L3',
  'L4',
  'L5',
  'W',
  'S',
  '7',
  'B1',
  'B2',
  'B3',
  'C',
  '-',
]);

/** A cell's picture; an id the sprite lacks (a newer engine symbol) shows as its plain name. */
export function symbolGraphic(id: string): SVGSVGElement {
  if (!KNOWN.has(id)) {
    return s(
      'svg',
      { viewBox: '0 0 100 100', class: 'vg-symbol', 'aria-hidden': 'true' },
      s('text', { x: 50, y: 62, 'text-anchor': 'middle', 'font-size': 34, 'font-weight': 800, fill: '#fff' }, id),
    );
  }
  return s(
    'svg',
    { viewBox: '0 0 100 100', class: 'vg-symbol', 'aria-hidden': 'true' },
    s('use', { href: `#vg-sym-${id}` }),
  );
}

/** A symbol's name for screen readers and the paytable; card ranks read as themselves. */
export function symbolName(id: string, t: Translate): string {
  const ranks: Record<string, string> = { L1: 'A', L2: 'K', L3: 'Q', L4: 'J', L5: '10' };
  const rank = ranks[id];
  if (rank) return rank;
  const key = `symbol.${id}`;
  return isTextKey(key) ? t(key) : id;
}
