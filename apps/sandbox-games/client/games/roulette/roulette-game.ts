import './roulette.css';
import {
  type BetBoard,
  boardTotal,
  canRepeat,
  canUndo,
  clearBoard,
  confirmBoard,
  emptyBoard,
  placeChip,
  repeatLast,
  undo,
} from '../../core/bet-board';
import { createChipRack } from '../../core/chip-rack';
import { h } from '../../core/dom';
import { formatChipValue } from '../../core/format';
import type { GameContext, GameHandle, GameModule } from '../../core/game-app';
import { createPlayButton, iconButton } from '../../core/shell';
import type { RouletteRules, RouletteView } from '../../core/views';
import { createRouletteBoard, renderRecentPockets, spotLabel } from './board';
import { type BoardSpot, boardSpots, pocketColour, RED_NUMBERS, type SpotBet, spotKey } from './layout';
import { createRouletteWheel } from './wheel';

/**
 * European roulette for one player: chips on any bet of the table, then spin. The bets stay on
 * the table after a spin so the same bets can be spun again at once; clear, undo and repeat work
 * as at a real table.
 */
const SPIN_MS = 4_200;
/** How many recent pockets the strip beside the wheel shows. */
const RECENT_POCKETS = 12;

export const rouletteGame: GameModule = {
  stakeSelector: false,
  renderRules: renderRouletteRules,
  mount: mountRoulette,
};

export function renderRouletteRules(context: GameContext): HTMLElement {
  const rules = context.session.game.rules as RouletteRules;
  const { t } = context;
  const examples: SpotBet[] = [
    { type: 'straight', numbers: [17] },
    { type: 'split', numbers: [17, 20] },
    { type: 'street', numbers: [16, 17, 18] },
    { type: 'corner', numbers: [17, 18, 20, 21] },
    { type: 'six-line', numbers: [16, 17, 18, 19, 20, 21] },
    { type: 'column', index: 2 },
    { type: 'dozen', index: 2 },
    { type: 'red' },
    { type: 'black' },
    { type: 'odd' },
    { type: 'even' },
    { type: 'low' },
    { type: 'high' },
  ];
  return h(
    'div',
    {},
    h('p', {}, t('roulette.rules')),
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
        ...examples.map((bet) =>
          h(
            'tr',
            {},
            h('td', {}, spotLabel(t, bet)),
            h('td', { class: 'vg-number' }, `${rules.payouts[bet.type] ?? '–'} : 1`),
          ),
        ),
      ),
    ),
  );
}

export function toServerBets(board: BetBoard<SpotBet>) {
  return board.placements.map((placement) => ({ ...placement.bet, amount: placement.amount }));
}

export function winningKeysOf(view: Pick<RouletteView, 'bets'>): Set<string> {
  return new Set(view.bets.filter((bet) => bet.win > 0).map((bet) => spotKey(bet)));
}

function mountRoulette(context: GameContext): GameHandle {
  const { t, shell, sound, session } = context;
  const rules = session.game.rules as RouletteRules;
  const red = rules.red ?? RED_NUMBERS;
  const chipText = (amount: number) => formatChipValue(amount, context.boot.currency, context.boot.language);
  const rack = createChipRack({
    values: session.game.stakeSteps,
    label: t('table.chipValue'),
    chipLabel: (value) => t('table.chip', { amount: context.money(value) }),
    chipText,
  });
  const spots = boardSpots();
  const board = createRouletteBoard({
    spots,
    t,
    rackValues: session.game.stakeSteps,
    chipText,
    money: (amount) => context.money(amount),
    onSpot: place,
  });
  const wheel = createRouletteWheel({ wheel: rules.wheel, red, label: t('roulette.spin') });
  const recent = h('div', { class: 'vg-rt-recent', 'aria-label': t('live.lastResults') });
  shell.stage.append(
    h(
      'div',
      { class: 'vg-rt' },
      h('div', { class: 'vg-rt__wheel' }, wheel.element, recent),
      h('div', { class: 'vg-rt__table' }, board.element),
    ),
  );

  const totalText = h('span', { class: 'vg-bet-total' });
  shell.controlsMiddle.append(totalText);
  shell.controlsStart.append(rack.element);
  const undoButton = iconButton('undo', t('table.undo'), () => update(undo(state)));
  const clearButton = iconButton('clear', t('table.clear'), () => update(clearBoard(state)));
  const repeatButton = iconButton('repeat', t('table.repeat'), () => {
    const result = repeatLast(state, limits());
    if (result.rejected) context.showError('STAKE_OUT_OF_RANGE');
    update(result.board);
  });
  const spinButton = createPlayButton(t('roulette.spin'), (action) => t('app.keyboardHint', { action })).button;
  shell.controlsEnd.append(undoButton, clearButton, repeatButton, spinButton);
  shell.setWinText(t('app.lastWin'), '–', false);

  let state = emptyBoard<SpotBet>();
  let busy = false;
  const pockets: number[] = [];

  function limits() {
    return { maxTotal: Math.min(session.game.maxStakeMinor, context.balance().total) };
  }

  function update(next: BetBoard<SpotBet>) {
    if (next !== state) board.markResult(null, new Set());
    state = next;
    board.showChips(new Map(state.placements.map((placement) => [placement.key, placement.amount])));
    sync();
  }

  function sync() {
    const total = boardTotal(state);
    totalText.textContent = `${t('app.totalBet')}: ${context.money(total)}`;
    board.setDisabled(busy);
    rack.setDisabled(busy);
    undoButton.disabled = busy || !canUndo(state);
    clearButton.disabled = busy || state.placements.length === 0;
    repeatButton.disabled = busy || !canRepeat(state);
    spinButton.disabled = busy || !context.canPlay();
  }

  function place(spot: BoardSpot) {
    if (busy) return;
    const result = placeChip(state, spot.key, spot.bet, rack.value(), limits());
    if (result.rejected === 'MAX_TOTAL') {
      context.showError(
        context.balance().total < session.game.maxStakeMinor ? 'INSUFFICIENT_FUNDS' : 'STAKE_OUT_OF_RANGE',
      );
      return;
    }
    sound.play('chip');
    update(result.board);
    shell.announce(
      t('table.betPlaced', {
        bet: spotLabel(t, spot.bet),
        amount: context.money(result.board.placements.find((p) => p.key === spot.key)?.amount ?? 0),
      }),
    );
  }

  async function spin() {
    if (busy) return;
    const stake = boardTotal(state);
    if (stake === 0) {
      shell.announce(t('table.noBets'));
      shell.showBanner({
        message: t('table.noBets'),
        tone: 'info',
        actions: [{ label: t('error.dismiss'), onClick: () => shell.hideBanner() }],
      });
      return;
    }
    busy = true;
    sync();
    board.markResult(null, new Set());
    const response = await context.runStep<RouletteView>(() => context.api.startRound(stake, toServerBets(state)));
    if (response) {
      const view = response.round.view;
      state = confirmBoard(state, true);
      shell.setBalanceText(context.money(response.balance.total - view.win));
      sound.play('spin');
      const ticking = setInterval(() => sound.play('tick'), 180);
      await wheel.spin(view.pocket, SPIN_MS);
      clearInterval(ticking);
      context.setBalance(response.balance);
      pockets.unshift(view.pocket);
      pockets.splice(RECENT_POCKETS);
      renderRecentPockets(recent, pockets, red);
      board.markResult(view.pocket, winningKeysOf(view));
      const pocketText = t('roulette.result', {
        number: view.pocket,
        colour: t(`roulette.${pocketColour(view.pocket, red)}`),
      });
      if (view.win > 0) {
        sound.play('win');
        shell.setWinText(t('app.lastWin'), context.money(view.win), true);
        shell.announce(t('roulette.resultWin', { pocket: pocketText, amount: context.money(view.win) }));
      } else {
        sound.play('lose');
        shell.setWinText(t('app.lastWin'), '–', false);
        shell.announce(t('roulette.resultLose', { pocket: pocketText }));
      }
    }
    busy = false;
    sync();
  }

  spinButton.addEventListener('click', () => void spin());
  update(state);
  return { primaryAction: () => void spin() };
}
