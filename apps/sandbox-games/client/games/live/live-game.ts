import './live.css';
import { ClientApiError } from '../../core/api';
import {
  type BetBoard,
  boardTotal,
  canRepeat,
  canUndo,
  clearBoard,
  emptyBoard,
  type Placement,
  placeChip,
  repeatLast,
  undo,
} from '../../core/bet-board';
import { createChipRack } from '../../core/chip-rack';
import { type ClockSync, displaySeconds, remainingFraction, remainingMs, syncClock } from '../../core/countdown';
import { h, replaceChildren, s } from '../../core/dom';
import { formatChipValue } from '../../core/format';
import type { GameContext, GameHandle, GameModule } from '../../core/game-app';
import type { Balance } from '../../core/messages';
import { createPlayButton, iconButton } from '../../core/shell';
import type { BaccaratRules, BaccaratSpot, RouletteRules } from '../../core/views';
import { catalogueLanguageOf } from '../../i18n';
import { bankerAmountProblem, renderBaccaratRules } from '../baccarat/baccarat-game';
import { createBaccaratTable } from '../baccarat/baccarat-table';
import { installCardDefinitions } from '../cards/card';
import { cardName } from '../cards/card-codes';
import { createRouletteBoard, renderRecentPockets } from '../roulette/board';
import { boardSpots, coveredNumbers, pocketColour, RED_NUMBERS, type SpotBet } from '../roulette/layout';
import { renderRouletteRules } from '../roulette/roulette-game';
import { createRouletteWheel } from '../roulette/wheel';
import { createDealer, type DealerFigure } from './dealer';
import {
  coupOf,
  type LiveMessage,
  type LivePhase,
  type LiveTableStatus,
  outcomeOfLabel,
  PHASE_LENGTH_MS,
  parseLiveMessage,
  pocketOf,
  reconnectDelayMs,
} from './table-status';

/**
 * A live table (roulette or baccarat): it follows the table's shared schedule over the socket,
 * shows the dealer, the countdown to the end of the phase (on the server's clock), the betting
 * board while bets are open, the last results and the players at the table, and settles the
 * player's own bets when the round's result arrives.
 */
type Variant = 'roulette' | 'baccarat';
type LiveBet = SpotBet | BaccaratSpot;

/** The shortest landing animation when a result arrives late in the phase. */
const LANDING_MIN_MS = 2_500;
/** How many past results the strip shows. */
const RESULTS_SHOWN = 14;
/** Countdown beeps during the last seconds of betting. */
const WARNING_SECONDS = 3;

function variantOf(context: GameContext): Variant {
  const rules = context.session.game.rules as { engine?: string } | null;
  return rules?.engine === 'baccarat' || context.boot.engine.includes('baccarat') ? 'baccarat' : 'roulette';
}

export const liveGame: GameModule = {
  stakeSelector: false,
  renderRules: (context) =>
    variantOf(context) === 'baccarat' ? renderBaccaratRules(context) : renderRouletteRules(context),
  mount: mountLive,
};

function countdownRing() {
  const progress = s('circle', { cx: 50, cy: 50, r: 44, class: 'vg-ring__progress', pathLength: 100 });
  const seconds = s('text', { x: 50, y: 56, 'text-anchor': 'middle', class: 'vg-ring__seconds' }, '');
  const element = s(
    'svg',
    { viewBox: '0 0 100 100', class: 'vg-ring', 'aria-hidden': 'true' },
    s('circle', { cx: 50, cy: 50, r: 44, class: 'vg-ring__track' }),
    progress,
    seconds,
  );
  return {
    element,
    set(fraction: number, text: string, urgent: boolean) {
      progress.style.strokeDashoffset = String(100 - fraction * 100);
      seconds.textContent = text;
      element.classList.toggle('vg-ring--urgent', urgent);
    },
  };
}

function mountLive(context: GameContext): GameHandle {
  const { t, shell, sound, session, boot } = context;
  const variant = variantOf(context);
  const tableId = boot.liveTableId ?? '';
  const chipText = (amount: number) => formatChipValue(amount, boot.currency, boot.language);
  const rackValues = session.game.stakeSteps;
  const rack = createChipRack({
    values: rackValues,
    label: t('table.chipValue'),
    chipLabel: (value) => t('table.chip', { amount: context.money(value) }),
    chipText,
  });

  // ---- the studio: dealer, table name, countdown ----
  const tableName = h('h2', { class: 'vg-live__name' }, session.game.name);
  const dealerLabel = h('span', { class: 'vg-live__dealer-name' });
  const playersLabel = h('span', { class: 'vg-live__players' });
  const phaseLabel = h('div', { class: 'vg-live__phase', role: 'status' }, t('live.connecting'));
  const ring = countdownRing();
  const dealerHolder = h('div', { class: 'vg-live__dealer' });
  const results = h('div', { class: 'vg-live__results', 'aria-label': t('live.lastResults') });
  let dealer: DealerFigure | null = null;
  let dealerName = '';

  // ---- the game surface ----
  let state = emptyBoard<LiveBet>();
  const placed = new Map<string, Placement<LiveBet>>();
  let roulette: {
    wheel: ReturnType<typeof createRouletteWheel>;
    board: ReturnType<typeof createRouletteBoard>;
  } | null = null;
  let baccarat: ReturnType<typeof createBaccaratTable> | null = null;
  const surface = h('div', { class: 'vg-live__surface' });
  if (variant === 'roulette') {
    const rules = session.game.rules as RouletteRules;
    const spots = boardSpots();
    const wheel = createRouletteWheel({ wheel: rules.wheel, red: rules.red ?? RED_NUMBERS, label: session.game.name });
    const board = createRouletteBoard({
      spots,
      t,
      rackValues,
      chipText,
      money: (amount) => context.money(amount),
      onSpot: (spot) => place(spot.key, spot.bet),
    });
    roulette = { wheel, board };
    dealerHolder.append(h('div', { class: 'vg-live__wheel' }, wheel.element));
    surface.append(board.element);
  } else {
    installCardDefinitions();
    const rules = session.game.rules as BaccaratRules;
    const language = catalogueLanguageOf(boot.language);
    baccarat = createBaccaratTable({
      t,
      payouts: rules.payouts,
      rackValues,
      cardLabel: (code) => (code ? cardName(code, language) : t('cards.faceDown')),
      chipText,
      money: (amount) => context.money(amount),
      onSpot: (spot) => place(spot, spot),
      onCard: () => sound.play('card'),
    });
    surface.append(baccarat.element);
  }
  const closedNote = h('div', { class: 'vg-live__closed', hidden: true }, h('span', {}, t('live.phase.playing')));
  surface.append(closedNote);

  shell.stage.append(
    h(
      'div',
      { class: `vg-live vg-live--${variant}` },
      h(
        'section',
        { class: 'vg-live__studio' },
        h(
          'div',
          { class: 'vg-live__header' },
          h('div', { class: 'vg-live__titles' }, h('span', { class: 'vg-live__badge' }, 'LIVE'), tableName),
          h('div', { class: 'vg-live__meta' }, dealerLabel, playersLabel),
        ),
        h(
          'div',
          { class: 'vg-live__scene' },
          dealerHolder,
          h('div', { class: 'vg-live__clock' }, ring.element, phaseLabel),
        ),
        results,
      ),
      surface,
    ),
  );

  // ---- controls ----
  const betsText = h('span', { class: 'vg-bet-total' });
  shell.controlsMiddle.append(betsText);
  shell.controlsStart.append(rack.element);
  const undoButton = iconButton('undo', t('table.undo'), () => updateBoard(undo(state)));
  const clearButton = iconButton('clear', t('table.clear'), () => updateBoard(clearBoard(state)));
  const repeatButton = iconButton('repeat', t('table.repeat'), () => updateBoard(repeatLast(state, limits()).board));
  const confirmButton = createPlayButton(
    t('live.confirm'),
    (action) => t('app.keyboardHint', { action }),
    'vg-play--confirm',
  ).button;
  shell.controlsEnd.append(undoButton, clearButton, repeatButton, confirmButton);
  shell.setWinText(t('app.lastWin'), '–', false);

  let table: LiveTableStatus | null = null;
  let clock: ClockSync = { offsetMs: 0 };
  let sending = false;
  let settledRound: string | null = null;
  let lastWarnedSecond = -1;

  const bettingOpen = () => table?.phase === 'betting';
  const placedTotal = () => [...placed.values()].reduce((total, placement) => total + placement.amount, 0);

  function limits() {
    return { maxTotal: Math.max(0, Math.min(session.game.maxStakeMinor - placedTotal(), context.balance().total)) };
  }

  function updateBoard(next: BetBoard<LiveBet>) {
    state = next;
    const amounts = new Map<string, number>();
    for (const placement of placed.values()) amounts.set(placement.key, placement.amount);
    for (const placement of state.placements)
      amounts.set(placement.key, (amounts.get(placement.key) ?? 0) + placement.amount);
    roulette?.board.showChips(amounts);
    baccarat?.showChips(amounts);
    sync();
  }

  function sync() {
    const open = bettingOpen() && context.canPlay();
    const pending = boardTotal(state);
    betsText.textContent = `${t('live.yourBets')}: ${context.money(placedTotal())}${pending > 0 ? ` + ${context.money(pending)}` : ''}`;
    roulette?.board.setDisabled(!open || sending);
    baccarat?.setDisabled(!open || sending);
    rack.setDisabled(!open);
    undoButton.disabled = !open || sending || !canUndo(state);
    clearButton.disabled = !open || sending || state.placements.length === 0;
    repeatButton.disabled = !open || sending || !canRepeat(state);
    confirmButton.disabled = !open || sending || state.placements.length === 0;
    confirmButton.classList.toggle('vg-play--waiting', open && state.placements.length > 0);
    closedNote.hidden = open || table === null;
  }

  function place(key: string, bet: LiveBet) {
    if (!bettingOpen() || sending) return;
    const result = placeChip(state, key, bet, rack.value(), limits());
    if (result.rejected === 'MAX_TOTAL') {
      context.showError(
        context.balance().total < session.game.maxStakeMinor ? 'INSUFFICIENT_FUNDS' : 'STAKE_OUT_OF_RANGE',
      );
      return;
    }
    sound.play('chip');
    updateBoard(result.board);
  }

  async function confirm() {
    if (!table || !bettingOpen() || sending || state.placements.length === 0) return;
    if (variant === 'baccarat') {
      // Each confirmation is one bet list on the server, so its own banker amount must fit.
      const multiple = (session.game.rules as BaccaratRules).bankerAmountMultipleOf;
      if (bankerAmountProblem(state as BetBoard<BaccaratSpot>, multiple) !== null) {
        const message = t('baccarat.bankerMultiple', { amount: context.money(multiple) });
        shell.showBanner({
          message,
          tone: 'info',
          actions: [{ label: t('error.dismiss'), onClick: () => shell.hideBanner() }],
        });
        shell.announce(message);
        return;
      }
    }
    const roundId = table.roundId;
    const bets = state.placements.map((placement) =>
      variant === 'baccarat'
        ? { spot: placement.bet, amount: placement.amount }
        : { ...(placement.bet as SpotBet), amount: placement.amount },
    );
    sending = true;
    sync();
    try {
      const response = await context.api.placeLiveBets(tableId, roundId, bets);
      if (table?.roundId === roundId) {
        for (const placement of state.placements) {
          const existing = placed.get(placement.key);
          placed.set(placement.key, existing ? { ...existing, amount: existing.amount + placement.amount } : placement);
        }
        state = { placements: [], undoStack: [], lastConfirmed: [...placed.values()] };
      }
      const balance = balanceFrom(response.balance);
      if (balance) {
        context.setBalance(balance);
        if (boot.mode === 'real') context.messenger.balance(balance);
      }
      sound.play('chip');
      shell.announce(t('live.betsAccepted', { amount: context.money(placedTotal()) }));
    } catch (error) {
      context.showError(error instanceof ClientApiError ? error.code : 'generic');
    } finally {
      sending = false;
      updateBoard(state);
    }
  }

  // ---- table state ----
  function setDealer(name: string) {
    if (name === dealerName && dealer) return;
    dealerName = name;
    dealer = createDealer(name);
    dealerHolder.querySelector('.vg-dealer')?.remove();
    dealerHolder.prepend(dealer.element);
    dealerLabel.textContent = name ? t('live.dealer', { name }) : '';
  }

  function drawResults(labels: readonly string[]) {
    const shown = labels.slice(0, RESULTS_SHOWN);
    if (variant === 'roulette') {
      const pockets = shown.map(Number).filter((pocket) => Number.isInteger(pocket));
      renderRecentPockets(results, pockets, (session.game.rules as RouletteRules).red ?? RED_NUMBERS);
      return;
    }
    replaceChildren(
      results,
      ...shown.map((label, index) =>
        h(
          'span',
          { class: `vg-bead vg-bead--${outcomeOfLabel(label) ?? 'tie'}${index === 0 ? ' vg-bead--new' : ''}` },
          label,
        ),
      ),
    );
  }

  function onTable(next: LiveTableStatus) {
    clock = syncClock(next.serverNowMs, Date.now());
    const newRound = table?.roundId !== next.roundId;
    const phaseChanged = newRound || table?.phase !== next.phase;
    table = next;
    // The shared round and phase, readable from outside (test automation, the studio's monitors).
    phaseLabel.dataset.roundId = next.roundId;
    phaseLabel.dataset.phase = next.phase;
    tableName.textContent = next.name || session.game.name;
    playersLabel.textContent = next.players === 1 ? t('live.onePlayer') : t('live.players', { count: next.players });
    setDealer(next.dealerName);
    drawResults(next.lastResults);
    if (newRound) startRound();
    if (phaseChanged) enterPhase(next.phase, newRound);
    sync();
  }

  function startRound() {
    const previous = [...placed.values()];
    placed.clear();
    settledRound = null;
    state = { placements: [], undoStack: [], lastConfirmed: previous.length > 0 ? previous : state.lastConfirmed };
    roulette?.board.markResult(null, new Set());
    baccarat?.clearCards();
    updateBoard(state);
  }

  function enterPhase(phase: LivePhase, joinedMidway: boolean) {
    phaseLabel.textContent = t(`live.phase.${phase}`);
    shell.announce(t(`live.phase.${phase}`));
    if (phase === 'betting') {
      dealer?.setPose('inviting');
      roulette?.wheel.idle(true);
      return;
    }
    if (state.placements.length > 0) {
      // Chips that were never confirmed do not play; they stay available through repeat.
      state = { placements: [], undoStack: [], lastConfirmed: state.placements };
      updateBoard(state);
    }
    if (phase === 'playing') {
      dealer?.setPose(variant === 'roulette' ? 'spinning' : 'dealing');
      if (variant === 'roulette') {
        sound.play('spin');
        roulette?.wheel.spinFree();
      } else if (!joinedMidway || settledRound === null) {
        void baccarat?.dealFaceDown();
      }
      return;
    }
    dealer?.setPose('idle');
    // The result phase without a settled message (joined late): show the table's last result.
    if (settledRound !== table?.roundId) showResult(table?.lastResults[0] ?? null, null);
  }

  function showResult(label: string | null, result: unknown) {
    if (variant === 'roulette' && roulette) {
      const pocket = pocketOf(result) ?? pocketOf(label);
      if (pocket === null) return Promise.resolve();
      const left = table?.phase === 'playing' ? remainingMs(table.phaseEndsAtMs, clock, Date.now()) : 0;
      const ticking = setInterval(() => sound.play('tick'), 200);
      return roulette.wheel.spin(pocket, Math.max(LANDING_MIN_MS, left)).then(() => {
        clearInterval(ticking);
        const winning = new Set(
          [...placed.values()]
            .filter((placement) => coveredNumbers(placement.bet as SpotBet).includes(pocket))
            .map((placement) => placement.key),
        );
        roulette?.board.markResult(pocket, winning);
        shell.announce(t('roulette.result', { number: pocket, colour: t(`roulette.${pocketColour(pocket)}`) }));
      });
    }
    const coup = coupOf(result);
    if (coup && baccarat) return baccarat.showCoup(coup, true);
    const outcome = label ? outcomeOfLabel(label) : null;
    baccarat?.markWinner(outcome);
    return Promise.resolve();
  }

  async function onSettled(message: Extract<LiveMessage, { type: 'settled' }>) {
    if (table && message.roundId !== table.roundId) return;
    settledRound = message.roundId;
    const hadBets = placed.size > 0;
    await showResult(null, message.result);
    if (hadBets) await settlePlayer(message);
  }

  /** The player's own result: from the message when the server sends it, else from the wallet. */
  async function settlePlayer(message: Extract<LiveMessage, { type: 'settled' }>) {
    const before = context.balance();
    let win = typeof message.win === 'number' ? message.win : null;
    let balance = balanceFrom(message.balance);
    if (!balance) {
      try {
        balance = (await context.api.getSession()).balance;
      } catch (error) {
        context.showError(error instanceof ClientApiError ? error.code : 'generic');
        return;
      }
    }
    if (win === null) win = Math.max(0, balance.total - before.total);
    context.setBalance(balance);
    if (boot.mode === 'real') context.messenger.balance(balance);
    context.messenger.roundEnded(message.roundId);
    if (win > 0) {
      sound.play('win');
      shell.setWinText(t('app.lastWin'), context.money(win), true);
      shell.announce(t('live.settledWin', { amount: context.money(win) }));
    } else {
      sound.play('lose');
      shell.setWinText(t('app.lastWin'), '–', false);
      shell.announce(t('live.settledLose'));
    }
  }

  // ---- countdown ----
  function tick() {
    if (table) {
      const left = remainingMs(table.phaseEndsAtMs, clock, Date.now());
      const seconds = displaySeconds(left);
      const urgent = table.phase === 'betting' && seconds <= WARNING_SECONDS;
      ring.set(remainingFraction(left, PHASE_LENGTH_MS[table.phase]), String(seconds), urgent);
      if (urgent && seconds > 0 && seconds !== lastWarnedSecond) {
        lastWarnedSecond = seconds;
        sound.play('countdown');
      }
    }
    requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);

  // ---- socket ----
  let attempt = 0;
  function connect() {
    if (!boot.liveSocketUrl) {
      phaseLabel.textContent = t('error.generic');
      return;
    }
    const socket = new WebSocket(boot.liveSocketUrl);
    socket.addEventListener('open', () => {
      attempt = 0;
    });
    socket.addEventListener('message', (event) => {
      const message = typeof event.data === 'string' ? parseLiveMessage(event.data) : null;
      if (message?.type === 'table') onTable(message.table);
      else if (message?.type === 'settled') void onSettled(message);
    });
    socket.addEventListener('close', () => {
      phaseLabel.textContent = t('live.reconnecting');
      table = null;
      sync();
      setTimeout(connect, reconnectDelayMs(attempt));
      attempt += 1;
    });
  }
  connect();

  confirmButton.addEventListener('click', () => void confirm());
  updateBoard(state);
  return { primaryAction: () => void confirm() };
}

function balanceFrom(value: unknown): Balance | null {
  if (typeof value !== 'object' || value === null) return null;
  const { cash, bonus, total } = value as Record<string, unknown>;
  return typeof cash === 'number' && typeof bonus === 'number' && typeof total === 'number'
    ? { cash, bonus, total }
    : null;
}
