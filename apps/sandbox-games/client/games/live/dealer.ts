import { s } from '../../core/dom';

/**
 * The live table's dealer: an SVG croupier whose arms move with the table phase: an inviting
 * gesture while bets are open, a flick that launches the wheel or a dealing motion while playing,
 * and a calm pose on the result. Each dealer name gets its own hair and skin tones.
 */
export type DealerPose = 'idle' | 'inviting' | 'spinning' | 'dealing';

export type DealerFigure = { element: SVGSVGElement; setPose(pose: DealerPose): void };

const SKIN_TONES = ['#f1c7a5', '#e0a97e', '#c68642', '#8d5524', '#f5d6c0', '#a86b44'];
const HAIR_TONES = ['#2b1a10', '#6b3e1e', '#111111', '#c99a54', '#8a8a8a', '#4a2511'];

/** A stable small number from a name, so a dealer always looks the same. */
export function nameHash(name: string): number {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

export function createDealer(name: string): DealerFigure {
  const hash = nameHash(name);
  const skin = SKIN_TONES[hash % SKIN_TONES.length] ?? '#e0a97e';
  const hair = HAIR_TONES[Math.floor(hash / 7) % HAIR_TONES.length] ?? '#2b1a10';
  const longHair = hash % 2 === 0;
  const arm = (side: 'left' | 'right') => {
    const direction = side === 'left' ? -1 : 1;
    const shoulderX = 100 + direction * 34;
    return s(
      'g',
      { class: `vg-dealer__arm vg-dealer__arm--${side}`, style: { 'transform-origin': `${shoulderX}px 128px` } },
      s('path', {
        d: `M${shoulderX} 122 C${shoulderX + direction * 14} 150 ${shoulderX + direction * 6} 176 ${shoulderX - direction * 12} 190`,
        stroke: '#111118',
        'stroke-width': 18,
        'stroke-linecap': 'round',
        fill: 'none',
      }),
      s('path', {
        d: `M${shoulderX - direction * 12} 190 L${shoulderX - direction * 30} 196`,
        stroke: '#f8fafc',
        'stroke-width': 14,
        'stroke-linecap': 'round',
      }),
      s('circle', { cx: shoulderX - direction * 38, cy: 197, r: 8.5, fill: skin }),
    );
  };
  const element = s(
    'svg',
    { viewBox: '0 0 200 220', class: 'vg-dealer vg-dealer--idle', 'aria-hidden': 'true' },
    // Back hair (long styles fall behind the shoulders).
    longHair && s('path', { d: 'M68 64 C62 110 70 140 84 150 L116 150 C130 140 138 110 132 64 Z', fill: hair }),
    s(
      'g',
      { class: 'vg-dealer__body' },
      s('path', { d: 'M52 220 C52 160 66 124 100 118 C134 124 148 160 148 220 Z', fill: '#15151c' }),
      s('path', { d: 'M86 120 L100 170 L114 120 Z', fill: '#f8fafc' }),
      s('path', { d: 'M92 132 L100 128 L108 132 L100 136 Z', fill: 'var(--vg-accent)' }),
      s('path', { d: 'M89 127 L100 132 L89 137 Z M111 127 L100 132 L111 137 Z', fill: '#7f1d1d' }),
      s('rect', { x: 118, y: 150, width: 16, height: 6, rx: 1.5, fill: 'var(--vg-accent)', opacity: 0.9 }),
      s('rect', { x: 92, y: 104, width: 16, height: 18, rx: 6, fill: skin }),
    ),
    s(
      'g',
      { class: 'vg-dealer__head' },
      s('ellipse', { cx: 100, cy: 76, rx: 30, ry: 35, fill: skin }),
      s('path', {
        d: longHair
          ? 'M68 74 C66 40 86 32 100 32 C120 32 136 42 132 76 C126 58 110 50 96 52 C86 54 74 62 68 74 Z'
          : 'M70 66 C70 40 88 34 102 34 C122 34 132 46 130 66 C122 54 110 48 98 50 C86 50 76 56 70 66 Z',
        fill: hair,
      }),
      s('ellipse', { cx: 89, cy: 78, rx: 3.2, ry: 3.8, fill: '#1f2937', class: 'vg-dealer__eye' }),
      s('ellipse', { cx: 111, cy: 78, rx: 3.2, ry: 3.8, fill: '#1f2937', class: 'vg-dealer__eye' }),
      s('path', { d: 'M84 70 Q89 67 94 70 M106 70 Q111 67 116 70', stroke: hair, 'stroke-width': 2, fill: 'none' }),
      s('path', {
        d: 'M91 94 Q100 100 109 94',
        stroke: '#9f1239',
        'stroke-width': 2.6,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
      s('ellipse', { cx: 83, cy: 89, rx: 5, ry: 3, fill: '#fb7185', opacity: 0.25 }),
      s('ellipse', { cx: 117, cy: 89, rx: 5, ry: 3, fill: '#fb7185', opacity: 0.25 }),
    ),
    arm('left'),
    arm('right'),
  );
  return {
    element,
    setPose(pose) {
      element.setAttribute('class', `vg-dealer vg-dealer--${pose}`);
    },
  };
}
