import { h } from './dom';

/**
 * The chip rack of the table games: one chip per value the server publishes (game.stakeSteps are
 * chip values for tables). Exactly one chip is selected; clicking a bet spot places it.
 */
export type ChipRack = {
  element: HTMLElement;
  value(): number;
  setDisabled(disabled: boolean): void;
};

/** The most chips a rack shows: more would not fit a phone; the extremes matter most. */
export const RACK_SIZE_MAX = 7;

/** An even pick of at most `limit` values that always keeps the smallest and the largest. */
export function pickChipValues(values: readonly number[], limit = RACK_SIZE_MAX): number[] {
  const sorted = [...new Set(values)].filter((value) => Number.isSafeInteger(value) && value > 0).sort((a, b) => a - b);
  if (sorted.length <= limit) return sorted;
  const picked = new Set<number>();
  for (let index = 0; index < limit; index += 1) {
    const value = sorted[Math.round((index * (sorted.length - 1)) / (limit - 1))];
    if (value !== undefined) picked.add(value);
  }
  return [...picked];
}

/** The colour class of a chip value: the position of the largest rack chip not above it. */
export function chipColourIndex(rack: readonly number[], amount: number): number {
  let index = 0;
  rack.forEach((value, position) => {
    if (value <= amount) index = position;
  });
  return index;
}

export function createChipRack(options: {
  values: readonly number[];
  label: string;
  chipLabel(value: number): string;
  chipText(value: number): string;
}): ChipRack {
  const values = pickChipValues(options.values);
  let selected = values[Math.min(1, values.length - 1)] ?? 0;
  const buttons = values.map((value, index) => {
    const button = h(
      'button',
      {
        type: 'button',
        class: `vg-chip vg-chip--${index}`,
        'aria-label': options.chipLabel(value),
        'aria-pressed': String(value === selected),
      },
      options.chipText(value),
    );
    button.addEventListener('click', () => {
      selected = value;
      for (const [position, other] of buttons.entries())
        other.setAttribute('aria-pressed', String(values[position] === selected));
    });
    return button;
  });
  const element = h('div', { class: 'vg-chip-rack', role: 'group', 'aria-label': options.label }, ...buttons);
  return {
    element,
    value: () => selected,
    setDisabled(disabled) {
      for (const button of buttons) button.disabled = disabled;
    },
  };
}
