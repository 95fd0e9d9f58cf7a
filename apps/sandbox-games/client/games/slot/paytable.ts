import { h } from '../../core/dom';
import type { GameContext } from '../../core/game-app';
import type { ClassicRules, FreeSpinRules, PaylinesRules, RulesSymbol, SlotRules, WaysRules } from '../../core/views';
import { symbolGraphic, symbolName } from './symbols';

/**
 * The slot's rules screen: every symbol with what it pays at the current bet (so the player sees
 * money, not multipliers), the wild and free-spin features, and a drawing of each payline.
 */
export function renderSlotRules(context: GameContext): HTMLElement {
  const rules = context.session.game.rules as SlotRules;
  const stake = context.stake?.value() ?? context.session.game.minStakeMinor;
  if (rules.engine === 'classic') return classicRules(context, rules, stake);
  const unitValue =
    rules.engine === 'paylines'
      ? Math.floor(stake / Math.max(1, rules.lines.length))
      : Math.floor(stake / Math.max(1, rules.coinsPerStake));
  const { t } = context;
  return h(
    'div',
    { class: 'vg-slot-rules' },
    h('p', {}, rules.engine === 'paylines' ? t('slot.linesRule') : t('slot.waysRule')),
    h(
      'p',
      {},
      rules.engine === 'paylines'
        ? t('slot.lines', { count: rules.lines.length })
        : t('slot.ways', { count: rules.ways }),
    ),
    h('h3', {}, t('slot.paytableTitle')),
    h(
      'div',
      { class: 'vg-paytable' },
      ...rules.symbols.map((symbol) => symbolCard(context, symbol, symbol.kind === 'scatter' ? stake : unitValue)),
    ),
    h('h3', {}, t('slot.featuresTitle')),
    rules.symbols.some((symbol) => symbol.kind === 'wild') && h('p', {}, t('slot.wild')),
    rules.freeSpins && freeSpinText(context, rules.freeSpins),
    rules.engine === 'paylines' && paylineDiagrams(context, rules),
  );
}

function symbolCard(context: GameContext, symbol: RulesSymbol, unitValue: number) {
  const pays = Object.entries(symbol.pays)
    .map(([count, multiplier]) => [Number(count), multiplier] as const)
    .filter(([, multiplier]) => multiplier > 0)
    .sort((a, b) => b[0] - a[0]);
  return h(
    'div',
    { class: `vg-paytable__symbol vg-paytable__symbol--${symbol.kind}` },
    h('div', { class: 'vg-paytable__art' }, symbolGraphic(symbol.id)),
    h(
      'div',
      {},
      h('div', { class: 'vg-paytable__name' }, symbolName(symbol.id, context.t)),
      h(
        'ul',
        { class: 'vg-paytable__pays' },
        ...pays.map(([count, multiplier]) =>
          h('li', {}, h('span', {}, `${count}×`), h('strong', {}, context.money(multiplier * unitValue))),
        ),
      ),
    ),
  );
}

function freeSpinText(context: GameContext, freeSpins: FreeSpinRules) {
  const awards = Object.entries(freeSpins.awards)
    .map(([count, spins]) => [Number(count), spins] as const)
    .sort((a, b) => a[0] - b[0]);
  const [lowest] = awards;
  return h(
    'div',
    {},
    lowest && h('p', {}, context.t('slot.scatter', { count: lowest[0], spins: lowest[1] })),
    awards.length > 1 &&
      h(
        'ul',
        { class: 'vg-rules__list' },
        ...awards.map(([count, spins]) =>
          h('li', {}, `${count} × ${symbolName(freeSpins.symbol, context.t)} → ${spins}`),
        ),
      ),
    freeSpins.multiplier > 1 && h('p', {}, context.t('slot.multiplier', { multiplier: freeSpins.multiplier })),
  );
}

function paylineDiagrams(context: GameContext, rules: PaylinesRules | WaysRules) {
  if (rules.engine !== 'paylines') return null;
  return h(
    'div',
    {},
    h('h3', {}, context.t('slot.linesTitle')),
    h(
      'ol',
      { class: 'vg-lines' },
      ...rules.lines.map((line, index) =>
        h(
          'li',
          { class: 'vg-lines__item', 'aria-label': context.t('slot.lineWin', { line: index + 1, amount: '' }).trim() },
          h('span', { class: 'vg-lines__number' }, String(index + 1)),
          h(
            'span',
            { class: 'vg-lines__grid', style: { '--vg-reels': String(rules.reels) } },
            ...Array.from({ length: rules.rows * rules.reels }, (_, cell) => {
              const row = Math.floor(cell / rules.reels);
              const reel = cell % rules.reels;
              return h('span', { class: line[reel] === row ? 'vg-lines__cell vg-lines__cell--on' : 'vg-lines__cell' });
            }),
          ),
        ),
      ),
    ),
  );
}

function classicRules(context: GameContext, rules: ClassicRules, stake: number) {
  const { t } = context;
  return h(
    'div',
    { class: 'vg-slot-rules' },
    h('p', {}, t('slot.classicRule')),
    h('h3', {}, t('slot.paytableTitle')),
    h(
      'table',
      { class: 'vg-table' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, t('rules.bet')),
          h('th', { scope: 'col', class: 'vg-number' }, t('rules.payout')),
        ),
      ),
      h(
        'tbody',
        {},
        ...rules.rules.map((rule) =>
          h('tr', {}, h('td', {}, rule.label), h('td', { class: 'vg-number' }, context.money(rule.pay * stake))),
        ),
      ),
    ),
    rules.wild &&
      h('p', {}, t('slot.wildMultiplier', { multiplier: rules.wild.multiplier, pay: rules.wild.triplePay })),
  );
}
