import { h, prefersReducedMotion, replaceChildren, s } from '../../core/dom';
import type { Cell } from '../../core/views';
import { symbolGraphic } from './symbols';

/**
 * The reel window: `reels` columns of `rows` cells. A spin builds a strip per reel (the result on
 * top, random filler, the current symbols at the bottom) and slides it down with the Web
 * Animations API; reels stop one after another (staggered) with a small bounce.
 */
export type Reels = {
  element: HTMLElement;
  spin(grid: string[][], onReelStop: (reel: number) => void): Promise<void>;
  /** Ends running spins at once (a second press of spin during the animation). */
  skip(): void;
  highlight(positions: readonly Cell[], line: readonly number[] | null, lineIndex: number | null): void;
  clearHighlight(): void;
  setPending(pending: boolean): void;
  setLabel(label: string): void;
};

/** First reel's spin time and the stagger to the next, so five reels stop at about 1.2 s. */
const FIRST_STOP_MS = 700;
const STOP_STAGGER_MS = 125;
const FILLER_CELLS = 12;
const FILLER_STAGGER_CELLS = 3;

function cellElement(symbol: string) {
  return h('div', { class: 'vg-cell', 'data-symbol': symbol }, symbolGraphic(symbol));
}

export function createReels(options: {
  reels: number;
  rows: number;
  pool: readonly string[];
  initial: string[][];
  /** Classic machines have one payline; it is marked across the window. */
  paylineRow: number | null;
  random(maxExclusive: number): number;
}): Reels {
  const { reels, rows } = options;
  const strips: HTMLElement[] = [];
  const columns: HTMLElement[] = [];
  let current = options.initial.map((column) => [...column]);
  let running: Animation[] = [];
  const overlay = s('svg', {
    class: 'vg-paylines',
    viewBox: `0 0 ${reels * 100} ${rows * 100}`,
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  for (let reel = 0; reel < reels; reel += 1) {
    const strip = h('div', { class: 'vg-strip' });
    strips.push(strip);
    const column = h('div', { class: 'vg-reel' }, strip);
    columns.push(column);
    renderStill(reel);
  }
  const window_ = h(
    'div',
    { class: 'vg-reels__window', style: { '--vg-reels': String(reels), '--vg-rows': String(rows) } },
    ...columns,
    overlay,
    options.paylineRow !== null &&
      h('div', { class: 'vg-reels__payline', style: { '--vg-payline-row': String(options.paylineRow) } }),
  );
  const element = h('div', { class: 'vg-reels', role: 'img' }, window_);

  function renderStill(reel: number) {
    const strip = strips[reel];
    if (!strip) return;
    strip.style.setProperty('--vg-strip-cells', String(rows));
    strip.style.transform = '';
    replaceChildren(strip, ...(current[reel] ?? []).map(cellElement));
  }

  function filler(count: number) {
    return Array.from({ length: count }, () => options.pool[options.random(options.pool.length)] ?? '-');
  }

  function spinReel(reel: number, column: string[], reducedMotion: boolean): Animation | null {
    const strip = strips[reel];
    if (!strip) return null;
    const fillerCount = FILLER_CELLS + reel * FILLER_STAGGER_CELLS;
    // One spare cell above the result lets the bounce overshoot without showing an empty gap.
    const symbols = [...filler(1), ...column, ...filler(fillerCount), ...(current[reel] ?? [])];
    const total = symbols.length;
    strip.style.setProperty('--vg-strip-cells', String(total));
    replaceChildren(strip, ...symbols.map(cellElement));
    const at = (index: number) => `translateY(${(-index / total) * 100}%)`;
    const from = at(total - rows);
    const to = at(1);
    const duration = reducedMotion ? 1 : FIRST_STOP_MS + reel * STOP_STAGGER_MS;
    return strip.animate(
      [
        { transform: from, filter: 'blur(0)', easing: 'cubic-bezier(0.45, 0, 0.8, 0.6)' },
        { transform: at(total * 0.55), filter: 'blur(1.5px)', offset: 0.35 },
        { transform: at(0.72), filter: 'blur(0)', offset: 0.88, easing: 'ease-out' },
        { transform: to },
      ],
      { duration, fill: 'forwards' },
    );
  }

  return {
    element,
    async spin(grid, onReelStop) {
      this.clearHighlight();
      const reducedMotion = prefersReducedMotion();
      running = [];
      const stops: Promise<void>[] = [];
      for (let reel = 0; reel < reels; reel += 1) {
        const animation = spinReel(reel, grid[reel] ?? [], reducedMotion);
        if (!animation) continue;
        running.push(animation);
        stops.push(
          animation.finished.then(
            () => onReelStop(reel),
            () => onReelStop(reel),
          ),
        );
      }
      await Promise.all(stops);
      current = grid.map((column) => [...column]);
      running = [];
      for (let reel = 0; reel < reels; reel += 1) renderStill(reel);
    },
    skip() {
      for (const animation of running) animation.finish();
    },
    highlight(positions, line, lineIndex) {
      element.classList.add('vg-reels--showing-win');
      const marked = new Set(positions.map(([reel, row]) => `${reel}:${row}`));
      columns.forEach((column, reel) => {
        column.querySelectorAll('.vg-cell').forEach((cell, row) => {
          cell.classList.toggle('vg-cell--win', marked.has(`${reel}:${row}`));
        });
      });
      replaceChildren(overlay);
      if (line) {
        const points = line.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
        const hue = ((lineIndex ?? 0) * 47) % 360;
        overlay.append(
          s('polyline', { points, class: 'vg-payline vg-payline--glow', style: { '--vg-line-hue': String(hue) } }),
          s('polyline', { points, class: 'vg-payline', style: { '--vg-line-hue': String(hue) } }),
        );
      }
    },
    clearHighlight() {
      element.classList.remove('vg-reels--showing-win');
      for (const cell of element.querySelectorAll('.vg-cell--win')) cell.classList.remove('vg-cell--win');
      replaceChildren(overlay);
    },
    setPending(pending) {
      element.classList.toggle('vg-reels--pending', pending);
    },
    setLabel(label) {
      element.setAttribute('aria-label', label);
    },
  };
}
