import { chipColourIndex } from '../../core/chip-rack';
import { h, replaceChildren } from '../../core/dom';
import type { Translate } from '../../i18n';
import { BOARD_HEIGHT, BOARD_WIDTH, type BoardSpot, coveredNumbers, pocketColour, type SpotBet } from './layout';

/**
 * The roulette betting table in the DOM: number cells, outside bets and the hot spots between
 * numbers, each a button. Chips placed on a spot show as a stack; resting the pointer on a spot
 * lights the numbers it covers. Shared by the single-player and the live roulette.
 */
export type RouletteBoard = {
  element: HTMLElement;
  showChips(amounts: ReadonlyMap<string, number>): void;
  setDisabled(disabled: boolean): void;
  markResult(pocket: number | null, winningKeys: ReadonlySet<string>): void;
};

function pct(value: number, total: number) {
  return `${((value / total) * 100).toFixed(4)}%`;
}

export function spotLabel(t: Translate, bet: SpotBet): string {
  if ('numbers' in bet) return t(`roulette.bet.${bet.type}`, { numbers: bet.numbers.join(', ') });
  if ('index' in bet) return t(`roulette.bet.${bet.type}`, { index: bet.index });
  return t(`roulette.bet.${bet.type}`);
}

function cellText(t: Translate, bet: SpotBet): string | HTMLElement {
  switch (bet.type) {
    case 'straight':
      return String(bet.numbers[0]);
    case 'column':
      return '2:1';
    case 'dozen':
      return `${(bet.index - 1) * 12 + 1}–${bet.index * 12}`;
    case 'red':
    case 'black':
      return h('span', { class: `vg-rt-diamond vg-rt-diamond--${bet.type}` });
    case 'low':
      return '1–18';
    case 'high':
      return '19–36';
    default:
      return t(`roulette.bet.${bet.type}`);
  }
}

export function createRouletteBoard(options: {
  spots: readonly BoardSpot[];
  t: Translate;
  rackValues: readonly number[];
  chipText(amount: number): string;
  money(amount: number): string;
  onSpot(spot: BoardSpot): void;
}): RouletteBoard {
  const { t } = options;
  const buttons = new Map<string, HTMLButtonElement>();
  const numberCells = new Map<number, HTMLButtonElement>();
  const element = h('div', {
    class: 'vg-rt-board',
    role: 'group',
    'aria-label': t('table.placeBets'),
    style: { '--vg-board-ratio': `${BOARD_WIDTH} / ${BOARD_HEIGHT}` },
  });
  for (const spot of options.spots) {
    const bet = spot.bet;
    const colour = bet.type === 'straight' ? pocketColour(bet.numbers[0] ?? 0) : null;
    const button = h(
      'button',
      {
        type: 'button',
        class: [
          'vg-rt-spot',
          spot.cell ? 'vg-rt-spot--cell' : 'vg-rt-spot--hot',
          `vg-rt-spot--${bet.type}`,
          colour ? `vg-rt-spot--colour-${colour}` : '',
        ].join(' '),
        'aria-label': spotLabel(t, bet),
        style: {
          left: pct(spot.x - spot.width / 2, BOARD_WIDTH),
          top: pct(spot.y - spot.height / 2, BOARD_HEIGHT),
          width: pct(spot.width, BOARD_WIDTH),
          height: pct(spot.height, BOARD_HEIGHT),
        },
      },
      spot.cell ? h('span', { class: 'vg-rt-spot__text' }, cellText(t, bet)) : null,
    );
    button.addEventListener('click', () => options.onSpot(spot));
    const covered = coveredNumbers(bet);
    button.addEventListener('pointerenter', () => {
      for (const number of covered) numberCells.get(number)?.classList.add('vg-rt-spot--lit');
    });
    button.addEventListener('pointerleave', () => {
      for (const cell of numberCells.values()) cell.classList.remove('vg-rt-spot--lit');
    });
    buttons.set(spot.key, button);
    if (bet.type === 'straight' && spot.cell) numberCells.set(bet.numbers[0] ?? 0, button);
    element.append(button);
  }

  return {
    element,
    showChips(amounts) {
      for (const [key, button] of buttons) {
        const amount = amounts.get(key) ?? 0;
        const existing = button.querySelector('.vg-stack');
        const spot = options.spots.find((candidate) => candidate.key === key);
        const label = spot ? spotLabel(t, spot.bet) : key;
        button.setAttribute('aria-label', amount > 0 ? `${label}: ${options.money(amount)}` : label);
        if (amount === 0) {
          existing?.remove();
          continue;
        }
        const text = options.chipText(amount);
        if (existing && existing.textContent === text) continue;
        const stack = h(
          'span',
          { class: `vg-stack vg-chip--${chipColourIndex(options.rackValues, amount)}`, 'aria-hidden': 'true' },
          text,
        );
        if (existing) existing.replaceWith(stack);
        else button.append(stack);
      }
    },
    setDisabled(disabled) {
      element.classList.toggle('vg-rt-board--disabled', disabled);
      for (const button of buttons.values()) button.disabled = disabled;
    },
    markResult(pocket, winningKeys) {
      for (const cell of numberCells.values()) cell.classList.remove('vg-rt-spot--winner');
      for (const [key, button] of buttons) {
        const stack = button.querySelector('.vg-stack');
        stack?.classList.toggle('vg-stack--won', winningKeys.has(key));
        stack?.classList.toggle('vg-stack--lost', pocket !== null && !winningKeys.has(key));
      }
      if (pocket !== null) numberCells.get(pocket)?.classList.add('vg-rt-spot--winner');
    },
  };
}

/** The strip of recent pockets beside the wheel, newest first. */
export function renderRecentPockets(container: HTMLElement, pockets: readonly number[], red: readonly number[]) {
  replaceChildren(
    container,
    ...pockets.map((pocket, index) =>
      h(
        'span',
        {
          class: `vg-rt-recent__pocket vg-rt-recent__pocket--${pocketColour(pocket, red)}${index === 0 ? ' vg-rt-recent__pocket--new' : ''}`,
        },
        String(pocket),
      ),
    ),
  );
}
