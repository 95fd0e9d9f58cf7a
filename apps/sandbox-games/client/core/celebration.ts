import { h, prefersReducedMotion, replaceChildren, wait } from './dom';

/**
 * Big moments drawn over the stage: a feature banner ("10 free spins won!") and the big-win
 * shower with a counting amount. Pure decoration; the amounts come from the round view.
 */
export type Celebration = {
  element: HTMLElement;
  banner(title: string, text: string): Promise<void>;
  bigWin(title: string, amount: number, format: (amount: number) => string): Promise<void>;
};

const BANNER_MS = 1_800;
const BIG_WIN_MS = 3_200;
const COINS = 28;

/** Counts a displayed amount from one integer to another; every frame shows an integer. */
export function animateAmount(
  from: number,
  to: number,
  durationMs: number,
  show: (value: number) => void,
): Promise<void> {
  if (prefersReducedMotion() || durationMs <= 0 || typeof requestAnimationFrame !== 'function') {
    show(to);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      show(progress >= 1 ? to : from + Math.round((to - from) * eased));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

export function createCelebration(): Celebration {
  const element = h('div', { class: 'vg-celebration', 'aria-hidden': 'true', hidden: true });

  function coins() {
    return Array.from({ length: COINS }, () =>
      h('span', {
        class: 'vg-coin',
        style: {
          left: `${Math.round(Math.random() * 100)}%`,
          'animation-delay': `${Math.round(Math.random() * 900)}ms`,
          'animation-duration': `${1400 + Math.round(Math.random() * 900)}ms`,
          '--vg-coin-drift': `${Math.round(Math.random() * 80 - 40)}px`,
        },
      }),
    );
  }

  return {
    element,
    async banner(title, text) {
      replaceChildren(
        element,
        h(
          'div',
          { class: 'vg-celebration__panel' },
          h('div', { class: 'vg-celebration__title' }, title),
          h('div', { class: 'vg-celebration__text' }, text),
        ),
      );
      element.hidden = false;
      await wait(prefersReducedMotion() ? 600 : BANNER_MS);
      element.hidden = true;
    },
    async bigWin(title, amount, format) {
      const value = h('div', { class: 'vg-celebration__amount' }, format(0));
      replaceChildren(
        element,
        h('div', { class: 'vg-celebration__coins' }, ...coins()),
        h(
          'div',
          { class: 'vg-celebration__panel vg-celebration__panel--big' },
          h('div', { class: 'vg-celebration__title' }, title),
          value,
        ),
      );
      element.hidden = false;
      const closed = new Promise<void>((resolve) => {
        element.addEventListener('click', () => resolve(), { once: true });
        setTimeout(resolve, BIG_WIN_MS);
      });
      await Promise.race([animateAmount(0, amount, 1_800, (current) => (value.textContent = format(current))), closed]);
      value.textContent = format(amount);
      await closed;
      element.hidden = true;
    },
  };
}
