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
import { formatChipValue, formatRtpBasisPoints } from '../../core/format';
import type { GameContext, GameHandle, GameModule } from '../../core/game-app';
import { createPlayButton, iconButton } from '../../core/shell';
import type { BaccaratRules, BaccaratSpot, BaccaratView } from '../../core/views';
import { catalogueLanguageOf } from '../../i18n';
import { installCardDefinitions } from '../cards/card';
import { cardName } from '../cards/card-codes';
import { BACCARAT_SPOTS, createBaccaratTable } from './baccarat-table';

/**
 * Punto banco for one player: chips on Player, Banker and/or Tie, then deal. Banker amounts must
 * be whole multiples of the rules' unit (the 5 % commission has to come out in whole cents), so
 * the client says so before asking the server.
 */
export const baccaratGame: GameModule = {
  stakeSelector: false,
  renderRules: renderBaccaratRules,
  mount: mountBaccarat,
};

export function renderBaccaratRules(context: GameContext): HTMLElement {
  const rules = context.session.game.rules as BaccaratRules;
  const { t } = context;
  const language = context.boot.language;
  return h(
    'div',
    {},
    h('p', {}, t('baccarat.rules', { decks: rules.decks })),
    h('h3', {}, t('baccarat.returnToPlayer')),
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
          h('th', { scope: 'col' }, t('rules.payout')),
          h('th', { scope: 'col', class: 'vg-number' }, 'RTP'),
        ),
      ),
      h(
        'tbody',
        {},
        ...BACCARAT_SPOTS.map((spot) =>
          h(
            'tr',
            {},
            h('td', {}, t(`baccarat.bet.${spot}`)),
            h('td', {}, rules.payouts[spot]),
            h(
              'td',
              { class: 'vg-number' },
              formatRtpBasisPoints(Math.round((rules.rtpByBet[spot] ?? 0) * 10_000), language),
            ),
          ),
        ),
      ),
    ),
  );
}

/** The banker amount that breaks the rules' multiple, or null when the bets are fine. */
export function bankerAmountProblem(board: BetBoard<BaccaratSpot>, multipleOf: number): number | null {
  const banker = board.placements.find((placement) => placement.key === 'banker')?.amount ?? 0;
  return multipleOf > 1 && banker % multipleOf !== 0 ? banker : null;
}

function mountBaccarat(context: GameContext): GameHandle {
  const { t, shell, sound, session } = context;
  installCardDefinitions();
  const rules = session.game.rules as BaccaratRules;
  const language = catalogueLanguageOf(context.boot.language);
  const chipText = (amount: number) => formatChipValue(amount, context.boot.currency, context.boot.language);
  const rack = createChipRack({
    values: session.game.stakeSteps,
    label: t('table.chipValue'),
    chipLabel: (value) => t('table.chip', { amount: context.money(value) }),
    chipText,
  });
  const table = createBaccaratTable({
    t,
    payouts: rules.payouts,
    rackValues: session.game.stakeSteps,
    cardLabel: (code) => (code ? cardName(code, language) : t('cards.faceDown')),
    chipText,
    money: (amount) => context.money(amount),
    onSpot: place,
    onCard: () => sound.play('card'),
  });
  shell.stage.append(table.element);
  const totalText = h('span', { class: 'vg-bet-total' });
  shell.controlsMiddle.append(totalText);
  shell.controlsStart.append(rack.element);
  const undoButton = iconButton('undo', t('table.undo'), () => update(undo(state)));
  const clearButton = iconButton('clear', t('table.clear'), () => update(clearBoard(state)));
  const repeatButton = iconButton('repeat', t('table.repeat'), () => update(repeatLast(state, limits()).board));
  const dealButton = createPlayButton(t('cards.deal'), (action) => t('app.keyboardHint', { action })).button;
  shell.controlsEnd.append(undoButton, clearButton, repeatButton, dealButton);
  shell.setWinText(t('app.lastWin'), '–', false);

  let state = emptyBoard<BaccaratSpot>();
  let busy = false;

  function limits() {
    return { maxTotal: Math.min(session.game.maxStakeMinor, context.balance().total) };
  }

  function update(next: BetBoard<BaccaratSpot>) {
    state = next;
    table.showChips(new Map(state.placements.map((placement) => [placement.key, placement.amount])));
    sync();
  }

  function sync() {
    totalText.textContent = `${t('app.totalBet')}: ${context.money(boardTotal(state))}`;
    table.setDisabled(busy);
    rack.setDisabled(busy);
    undoButton.disabled = busy || !canUndo(state);
    clearButton.disabled = busy || state.placements.length === 0;
    repeatButton.disabled = busy || !canRepeat(state);
    dealButton.disabled = busy || !context.canPlay();
  }

  function place(spot: BaccaratSpot) {
    if (busy) return;
    const result = placeChip(state, spot, spot, rack.value(), limits());
    if (result.rejected === 'MAX_TOTAL') {
      context.showError(
        context.balance().total < session.game.maxStakeMinor ? 'INSUFFICIENT_FUNDS' : 'STAKE_OUT_OF_RANGE',
      );
      return;
    }
    sound.play('chip');
    update(result.board);
  }

  async function deal() {
    if (busy) return;
    const stake = boardTotal(state);
    const problem = bankerAmountProblem(state, rules.bankerAmountMultipleOf);
    if (stake === 0 || problem !== null) {
      const message =
        stake === 0
          ? t('table.noBets')
          : t('baccarat.bankerMultiple', { amount: context.money(rules.bankerAmountMultipleOf) });
      shell.showBanner({
        message,
        tone: 'info',
        actions: [{ label: t('error.dismiss'), onClick: () => shell.hideBanner() }],
      });
      shell.announce(message);
      return;
    }
    busy = true;
    sync();
    table.clearCards();
    const bets = state.placements.map((placement) => ({ spot: placement.bet, amount: placement.amount }));
    const response = await context.runStep<BaccaratView>(() => context.api.startRound(stake, bets));
    if (response) {
      const view = response.round.view;
      state = confirmBoard(state, true);
      shell.setBalanceText(context.money(response.balance.total - view.win));
      await table.showCoup(view, true);
      context.setBalance(response.balance);
      announceCoup(context, view);
    }
    busy = false;
    sync();
  }

  dealButton.addEventListener('click', () => void deal());
  update(state);
  return { primaryAction: () => void deal() };
}

export function announceCoup(context: GameContext, view: Pick<BaccaratView, 'player' | 'banker' | 'outcome' | 'win'>) {
  const { t, shell, sound } = context;
  const score =
    view.outcome === 'tie'
      ? t('baccarat.resultTie', { player: view.player.total, banker: view.banker.total })
      : t('baccarat.result', {
          winner: t(`cards.${view.outcome}`),
          player: view.player.total,
          banker: view.banker.total,
        });
  if (view.win > 0) {
    sound.play('win');
    shell.setWinText(t('app.lastWin'), context.money(view.win), true);
    shell.announce(`${score} ${t('baccarat.youWon', { amount: context.money(view.win) })}`);
  } else {
    sound.play('lose');
    shell.setWinText(t('app.lastWin'), '–', false);
    shell.announce(`${score} ${t('baccarat.youLost')}`);
  }
}
