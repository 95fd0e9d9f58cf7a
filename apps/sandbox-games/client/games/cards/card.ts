import './cards.css';
import { type Child, h, prefersReducedMotion, s } from '../../core/dom';
import { parseCardCode, type Suit } from './card-codes';

/**
 * Playing cards drawn with SVG (no images): corner indices, a big centre pip or court letter, and
 * a patterned back in the game's colours. A card row deals new cards in with a flight from the
 * shoe and flips a face-down card when its code arrives.
 */
const SUIT_PATHS: Record<Exclude<Suit, 'C'>, string> = {
  S: 'M50 6C36 28 8 40 8 62c0 17 19 25 34 13-2 10-6 17-12 21h40c-6-4-10-11-12-21 15 12 34 4 34-13C92 40 64 28 50 6Z',
  H: 'M50 92C30 74 6 58 6 33 6 18 18 8 31 8c9 0 15 6 19 14 4-8 10-14 19-14 13 0 25 10 25 25 0 25-24 41-44 59Z',
  D: 'M50 4Q66 30 88 50 66 70 50 96 34 70 12 50 34 30 50 4Z',
};

/** A suit in a 100×100 box; the club is three leaves and a stem, so it is a group. */
function suitShape(suit: Suit, fill: string): SVGElement {
  if (suit !== 'C') return s('path', { d: SUIT_PATHS[suit], fill });
  return s(
    'g',
    { fill },
    s('circle', { cx: 50, cy: 28, r: 19 }),
    s('circle', { cx: 28, cy: 58, r: 19 }),
    s('circle', { cx: 72, cy: 58, r: 19 }),
    s('path', { d: 'M45 48C45 72 40 86 29 95h42C60 86 55 72 55 48Z' }),
  );
}

export function suitIcon(suit: Suit, attributes: Record<string, unknown> = {}): SVGSVGElement {
  return s(
    'svg',
    { viewBox: '0 0 100 100', 'aria-hidden': 'true', fill: 'currentColor', ...attributes },
    suitShape(suit, 'currentColor'),
  );
}

function face(code: string): SVGSVGElement {
  const card = parseCardCode(code);
  if (!card) return s('svg', { viewBox: '0 0 100 140' });
  const colour = card.red ? '#c81e3a' : '#16161d';
  const court = card.rank === 'J' || card.rank === 'Q' || card.rank === 'K';
  const pip = (x: number, y: number, size: number, rotate = false) =>
    s(
      'g',
      { transform: `translate(${x} ${y})${rotate ? ' rotate(180)' : ''} scale(${size / 100}) translate(-50 -50)` },
      suitShape(card.suit, colour),
    );
  const corner = (rotate: boolean) =>
    s(
      'g',
      { transform: rotate ? 'rotate(180 50 70)' : '' },
      s(
        'text',
        {
          x: 13,
          y: 24,
          'text-anchor': 'middle',
          'font-family': 'Georgia, "Times New Roman", serif',
          'font-weight': 700,
          'font-size': card.rank === '10' ? 19 : 22,
          'letter-spacing': card.rank === '10' ? -2 : 0,
          fill: colour,
        },
        card.rank,
      ),
      pip(13, 36, 14),
    );
  const centre: Child[] = court
    ? [
        s('rect', {
          x: 24,
          y: 26,
          width: 52,
          height: 88,
          rx: 6,
          fill: 'url(#vg-card-court)',
          stroke: colour,
          'stroke-width': 1.5,
        }),
        s(
          'text',
          {
            x: 50,
            y: 84,
            'text-anchor': 'middle',
            'font-family': 'Georgia, "Times New Roman", serif',
            'font-weight': 700,
            'font-size': 46,
            fill: colour,
          },
          card.rank,
        ),
        pip(50, 44, 16),
        pip(50, 100, 16, true),
      ]
    : [pip(50, 70, card.rank === 'A' ? 52 : 40)];
  return s(
    'svg',
    { viewBox: '0 0 100 140', class: 'vg-card__svg', 'aria-hidden': 'true' },
    s('rect', {
      x: 1,
      y: 1,
      width: 98,
      height: 138,
      rx: 9,
      fill: 'url(#vg-card-paper)',
      stroke: '#c9c3b4',
      'stroke-width': 1,
    }),
    corner(false),
    corner(true),
    ...centre,
  );
}

/** Shared gradients for the card faces; installed once per document. */
export function installCardDefinitions() {
  if (document.getElementById('vg-card-defs')) return;
  document.body.prepend(
    s(
      'svg',
      { id: 'vg-card-defs', width: 0, height: 0, 'aria-hidden': 'true', style: { position: 'absolute' } },
      s(
        'defs',
        {},
        s(
          'linearGradient',
          { id: 'vg-card-paper', x1: 0, y1: 0, x2: 0, y2: 1 },
          s('stop', { offset: 0, style: { 'stop-color': '#ffffff' } }),
          s('stop', { offset: 1, style: { 'stop-color': '#ece7da' } }),
        ),
        s(
          'linearGradient',
          { id: 'vg-card-court', x1: 0, y1: 0, x2: 1, y2: 1 },
          s('stop', { offset: 0, style: { 'stop-color': '#fff7dc' } }),
          s('stop', { offset: 1, style: { 'stop-color': '#f3dfa6' } }),
        ),
      ),
    ),
  );
}

export type CardElement = HTMLElement & { dataset: { code: string } };

/** A card; `null` is face down. The back faces the player until `reveal`. */
export function createCard(code: string | null, label: string): HTMLElement {
  const inner = h(
    'div',
    { class: 'vg-card__inner' },
    h('div', { class: 'vg-card__face' }, code ? face(code) : null),
    h('div', { class: 'vg-card__back' }),
  );
  return h(
    'div',
    { class: code ? 'vg-card' : 'vg-card vg-card--down', role: 'img', 'aria-label': label, 'data-code': code ?? '' },
    inner,
  );
}

export function revealCard(card: HTMLElement, code: string, label: string): Promise<void> {
  const faceElement = card.querySelector('.vg-card__face');
  faceElement?.replaceChildren(face(code));
  card.dataset.code = code;
  card.setAttribute('aria-label', label);
  card.classList.remove('vg-card--down');
  const inner = card.querySelector<HTMLElement>('.vg-card__inner');
  if (!inner || prefersReducedMotion()) return Promise.resolve();
  return inner
    .animate([{ transform: 'rotateY(180deg)' }, { transform: 'rotateY(0deg)' }], { duration: 380, easing: 'ease-out' })
    .finished.then(
      () => undefined,
      () => undefined,
    );
}

/** Flies a card in from `from` (a point in viewport pixels: the shoe). */
export function dealCardIn(card: HTMLElement, from: { x: number; y: number } | null): Promise<void> {
  if (prefersReducedMotion()) return Promise.resolve();
  const rect = card.getBoundingClientRect();
  const dx = from ? from.x - (rect.left + rect.width / 2) : 0;
  const dy = from ? from.y - (rect.top + rect.height / 2) : -rect.height;
  return card
    .animate(
      [
        { transform: `translate(${dx}px, ${dy}px) rotate(-28deg) scale(0.7)`, opacity: 0.2 },
        { transform: 'translate(0, 0) rotate(0) scale(1)', opacity: 1 },
      ],
      { duration: 360, easing: 'cubic-bezier(0.2, 0.8, 0.3, 1)' },
    )
    .finished.then(
      () => undefined,
      () => undefined,
    );
}

/**
 * A row of cards kept in step with a view: new cards are dealt in, a face-down card turns when
 * its code arrives, and a shorter list (a new round) starts the row again.
 */
export type CardRow = {
  element: HTMLElement;
  update(cards: readonly (string | null)[], options?: { animate?: boolean }): Promise<void>;
  clear(): void;
  /** How many cards lie on the table now, face up or down. */
  size(): number;
};

export function createCardRow(options: {
  className?: string;
  label(code: string | null): string;
  shoe(): { x: number; y: number } | null;
  onDeal?(): void;
}): CardRow {
  const element = h('div', { class: `vg-card-row ${options.className ?? ''}`.trim() });
  let shown: (string | null)[] = [];
  return {
    element,
    async update(cards, updateOptions = {}) {
      const animate = updateOptions.animate !== false;
      if (cards.length < shown.length || shown.some((code, index) => code !== null && code !== cards[index])) {
        element.replaceChildren();
        shown = [];
      }
      for (let index = 0; index < cards.length; index += 1) {
        const code = cards[index] ?? null;
        const existing = element.children[index] as HTMLElement | undefined;
        if (existing && shown[index] === null && code !== null) {
          await revealCard(existing, code, options.label(code));
        } else if (!existing) {
          const card = createCard(code, options.label(code));
          element.append(card);
          element.style.setProperty('--vg-cards', String(element.children.length));
          if (animate) {
            options.onDeal?.();
            await dealCardIn(card, options.shoe());
          }
        }
        shown[index] = code;
      }
    },
    clear() {
      element.replaceChildren();
      element.style.setProperty('--vg-cards', '0');
      shown = [];
    },
    size: () => shown.length,
  };
}
