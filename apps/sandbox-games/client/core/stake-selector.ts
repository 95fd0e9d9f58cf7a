import { h } from './dom';
import { icon } from './icons';
import { canStep, initialStake, normaliseStakeSteps, type StakeDirection, stepStake } from './stakes';

/**
 * The − bet + control. It only ever holds one of the session's stake steps and remembers the
 * player's choice per game, so the next launch starts where they left off.
 */
export type StakeSelector = {
  element: HTMLElement;
  value(): number;
  set(stake: number): void;
  setDisabled(disabled: boolean): void;
  onChange(listener: (stake: number) => void): void;
};

const STORAGE_PREFIX = 'vauhti-games.stake.';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function readRemembered(storage: StorageLike | null, gameCode: string): number | null {
  try {
    const value = Number(storage?.getItem(STORAGE_PREFIX + gameCode));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function createStakeSelector(options: {
  steps: readonly number[];
  gameCode: string;
  storage: StorageLike | null;
  label: string;
  downLabel: string;
  upLabel: string;
  format(amount: number): string;
}): StakeSelector {
  const steps = normaliseStakeSteps(options.steps);
  let stake = initialStake(steps, readRemembered(options.storage, options.gameCode)) ?? 0;
  let disabled = false;
  const listeners: ((stake: number) => void)[] = [];
  const valueText = h('output', { class: 'vg-stake__value', 'aria-live': 'polite' });
  const down = h(
    'button',
    { type: 'button', class: 'vg-stake__step', 'aria-label': options.downLabel, onclick: () => move('down') },
    icon('minus'),
  );
  const up = h(
    'button',
    { type: 'button', class: 'vg-stake__step', 'aria-label': options.upLabel, onclick: () => move('up') },
    icon('plus'),
  );
  const element = h(
    'div',
    { class: 'vg-stake', role: 'group', 'aria-label': options.label },
    h('span', { class: 'vg-stake__label' }, options.label),
    h('div', { class: 'vg-stake__row' }, down, valueText, up),
  );

  function render() {
    valueText.textContent = options.format(stake);
    down.disabled = disabled || !canStep(steps, stake, 'down');
    up.disabled = disabled || !canStep(steps, stake, 'up');
  }

  function set(next: number) {
    if (!steps.includes(next) || next === stake) return;
    stake = next;
    try {
      options.storage?.setItem(STORAGE_PREFIX + options.gameCode, String(stake));
    } catch {
      // Storage refused (private mode): the stake is simply not remembered.
    }
    render();
    for (const listener of listeners) listener(stake);
  }

  function move(direction: StakeDirection) {
    set(stepStake(steps, stake, direction));
  }

  render();
  return {
    element,
    value: () => stake,
    set,
    setDisabled(next) {
      disabled = next;
      render();
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
