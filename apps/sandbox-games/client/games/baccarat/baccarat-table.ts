import './baccarat.css';
import { chipColourIndex } from '../../core/chip-rack';
import { h, replaceChildren, wait } from '../../core/dom';
import type { BaccaratSpot } from '../../core/views';
import type { Translate } from '../../i18n';
import { createCardRow } from '../cards/card';

/**
 * The baccarat felt: the Player and Banker hands with their totals, and the three betting spots
 * (Player, Tie, Banker). Shared by the single-player and the live baccarat.
 */
export type Coup = {
  player: { cards: string[]; total: number };
  banker: { cards: string[]; total: number };
  outcome: BaccaratSpot;
  natural: boolean;
};

export type BaccaratTable = {
  element: HTMLElement;
  showCoup(coup: Coup, animate: boolean): Promise<void>;
  /** Deals the first four cards face down (a live table's coup is revealed when it settles). */
  dealFaceDown(): Promise<void>;
  clearCards(): void;
  showChips(amounts: ReadonlyMap<string, number>): void;
  markWinner(outcome: BaccaratSpot | null): void;
  setDisabled(disabled: boolean): void;
};

export const BACCARAT_SPOTS: readonly BaccaratSpot[] = ['player', 'tie', 'banker'];

/** The order a coup is dealt in: P, B, P, B, then the player's and the banker's third cards. */
export function dealOrder(coup: Pick<Coup, 'player' | 'banker'>): { side: 'player' | 'banker'; count: number }[] {
  const steps: { side: 'player' | 'banker'; count: number }[] = [
    { side: 'player', count: 1 },
    { side: 'banker', count: 1 },
    { side: 'player', count: 2 },
    { side: 'banker', count: 2 },
  ];
  if (coup.player.cards.length > 2) steps.push({ side: 'player', count: 3 });
  if (coup.banker.cards.length > 2) steps.push({ side: 'banker', count: 3 });
  return steps;
}

/** Baccarat value of the first `count` cards: tens and courts count 0, the total is mod 10. */
export function partialTotal(cards: readonly string[], count: number): number {
  let total = 0;
  for (const code of cards.slice(0, count)) {
    const rank = code[0] ?? '';
    total += rank === 'A' ? 1 : 'TJQK'.includes(rank) ? 0 : Number(rank);
  }
  return total % 10;
}

export function createBaccaratTable(options: {
  t: Translate;
  payouts: Record<BaccaratSpot, string>;
  rackValues: readonly number[];
  cardLabel(code: string | null): string;
  chipText(amount: number): string;
  money(amount: number): string;
  onSpot(spot: BaccaratSpot): void;
  onCard(): void;
}): BaccaratTable {
  const { t } = options;
  const shoeElement = h('div', { class: 'vg-shoe', 'aria-hidden': 'true' });
  const shoe = () => {
    const rect = shoeElement.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  };
  const side = (name: 'player' | 'banker') => {
    const row = createCardRow({ label: options.cardLabel, shoe, onDeal: options.onCard });
    const total = h('span', { class: 'vg-total', hidden: true });
    const badge = h('span', { class: 'vg-bc__badge' });
    const element = h(
      'section',
      { class: `vg-bc__hand vg-bc__hand--${name}`, 'aria-label': t(`cards.${name}`) },
      h('div', { class: 'vg-bc__caption' }, h('span', { class: 'vg-felt__label' }, t(`cards.${name}`)), total),
      row.element,
      badge,
    );
    return { row, total, badge, element };
  };
  const player = side('player');
  const banker = side('banker');
  const spotButtons = new Map<BaccaratSpot, HTMLButtonElement>();
  const spotsElement = h('div', { class: 'vg-bc__spots', role: 'group', 'aria-label': t('table.placeBets') });
  for (const spot of BACCARAT_SPOTS) {
    const button = h(
      'button',
      { type: 'button', class: `vg-bc__spot vg-bc__spot--${spot}`, 'aria-label': t(`baccarat.bet.${spot}`) },
      h('span', { class: 'vg-bc__spot-name' }, t(`baccarat.bet.${spot}`)),
      h('span', { class: 'vg-bc__spot-pays' }, options.payouts[spot]),
    );
    button.addEventListener('click', () => options.onSpot(spot));
    spotButtons.set(spot, button);
    spotsElement.append(button);
  }
  const element = h(
    'div',
    { class: 'vg-felt vg-bc' },
    shoeElement,
    h(
      'div',
      { class: 'vg-bc__hands' },
      player.element,
      h('div', { class: 'vg-bc__vs', 'aria-hidden': 'true' }, 'VS'),
      banker.element,
    ),
    spotsElement,
  );

  function setTotal(target: typeof player, cards: readonly string[], count: number) {
    target.total.hidden = count === 0;
    target.total.textContent = String(partialTotal(cards, count));
  }

  return {
    element,
    async showCoup(coup, animate) {
      this.markWinner(null);
      if (!animate) {
        await player.row.update(coup.player.cards, { animate: false });
        await banker.row.update(coup.banker.cards, { animate: false });
        setTotal(player, coup.player.cards, coup.player.cards.length);
        setTotal(banker, coup.banker.cards, coup.banker.cards.length);
      } else {
        for (const step of dealOrder(coup)) {
          const target = step.side === 'player' ? player : banker;
          const cards = coup[step.side].cards;
          // The pause before a third card is the table's moment of suspense.
          if (step.count === 3) await wait(450);
          // Cards already dealt face down (a live coup) stay down until their turn to be shown.
          const faceDown = Math.max(0, target.row.size() - step.count);
          await target.row.update([...cards.slice(0, step.count), ...Array.from({ length: faceDown }, () => null)]);
          setTotal(target, cards, step.count);
        }
      }
      if (coup.natural) {
        // A natural is an 8 or 9 on the first two cards, on either side (or both).
        for (const [target, hand] of [
          [player, coup.player],
          [banker, coup.banker],
        ] as const) {
          if (partialTotal(hand.cards, 2) >= 8) {
            replaceChildren(target.badge, h('span', { class: 'vg-outcome vg-outcome--push' }, t('baccarat.natural')));
          }
        }
      }
      this.markWinner(coup.outcome);
    },
    async dealFaceDown() {
      for (const step of dealOrder({ player: { cards: [], total: 0 }, banker: { cards: [], total: 0 } })) {
        const target = step.side === 'player' ? player : banker;
        await target.row.update(Array.from({ length: step.count }, () => null));
      }
    },
    clearCards() {
      player.row.clear();
      banker.row.clear();
      player.total.hidden = true;
      banker.total.hidden = true;
      replaceChildren(player.badge);
      replaceChildren(banker.badge);
      this.markWinner(null);
    },
    showChips(amounts) {
      for (const [spot, button] of spotButtons) {
        const amount = amounts.get(spot) ?? 0;
        button.setAttribute(
          'aria-label',
          amount > 0 ? `${t(`baccarat.bet.${spot}`)}: ${options.money(amount)}` : t(`baccarat.bet.${spot}`),
        );
        button.querySelector('.vg-stack')?.remove();
        if (amount > 0) {
          button.append(
            h(
              'span',
              { class: `vg-stack vg-chip--${chipColourIndex(options.rackValues, amount)}`, 'aria-hidden': 'true' },
              options.chipText(amount),
            ),
          );
        }
      }
    },
    markWinner(outcome) {
      for (const [spot, button] of spotButtons) button.classList.toggle('vg-bc__spot--winner', spot === outcome);
      player.element.classList.toggle('vg-bc__hand--winner', outcome === 'player');
      banker.element.classList.toggle('vg-bc__hand--winner', outcome === 'banker');
      if (outcome) {
        const winner = outcome === 'tie' ? null : outcome === 'player' ? player : banker;
        if (winner) winner.badge.prepend(h('span', { class: 'vg-outcome vg-outcome--win' }, t(`cards.${outcome}`)));
        else {
          player.badge.prepend(h('span', { class: 'vg-outcome vg-outcome--push' }, t('cards.tie')));
        }
      }
    },
    setDisabled(disabled) {
      for (const button of spotButtons.values()) button.disabled = disabled;
    },
  };
}
