import './slot.css';
import type { RoundResponse } from '../../core/api';
import { animateAmount, createCelebration } from '../../core/celebration';
import { h, replaceChildren, wait } from '../../core/dom';
import type { GameContext, GameHandle, GameModule } from '../../core/game-app';
import { createPlayButton } from '../../core/shell';
import type { SlotRules, SlotView, SlotWin, SpinView } from '../../core/views';
import { renderSlotRules } from './paytable';
import { createReels } from './reels';
import { installSymbolSprite, symbolName } from './symbols';

/**
 * The slot client for all three slot engines (paylines 5×3, ways 5×3, classic 3 reels). One
 * press spins; free spins won in the round play on by themselves with a counter, because the
 * server already played them inside the same round (view.spins lists every spin).
 */
/** A win of at least this many times the stake gets the big-win celebration. */
const BIG_WIN_MULTIPLE = 15;
/** How long each win is shown while the highlights cycle after a spin. */
const WIN_CYCLE_MS = 1_500;
/** The pause on a free spin's wins before the next free spin starts. */
const FREE_SPIN_PAUSE_MS = 900;

type Layout = { reels: number; rows: number; pool: string[]; paylineRow: number | null; lines: number[][] };

function layoutOf(rules: SlotRules): Layout {
  if (rules.engine === 'classic') {
    return { reels: rules.reels, rows: rules.rows, pool: rules.symbols, paylineRow: rules.paylineRow, lines: [] };
  }
  return {
    reels: rules.reels,
    rows: rules.rows,
    pool: rules.symbols.map((symbol) => symbol.id),
    paylineRow: null,
    lines: rules.engine === 'paylines' ? rules.lines : [],
  };
}

function randomGrid(layout: Layout): string[][] {
  return Array.from({ length: layout.reels }, () =>
    Array.from({ length: layout.rows }, () => layout.pool[Math.floor(Math.random() * layout.pool.length)] ?? '-'),
  );
}

export const slotGame: GameModule = {
  stakeSelector: true,
  renderRules: renderSlotRules,
  mount(context) {
    return mountSlot(context);
  },
};

function mountSlot(context: GameContext): GameHandle {
  const { t, shell, sound } = context;
  installSymbolSprite();
  const rules = context.session.game.rules as SlotRules;
  const layout = layoutOf(rules);
  // The opening grid is decoration only (no round yet), so Math.random is fine here.
  const reels = createReels({
    reels: layout.reels,
    rows: layout.rows,
    pool: layout.pool,
    initial: randomGrid(layout),
    paylineRow: layout.paylineRow,
    random: (max) => Math.floor(Math.random() * max),
  });
  const freeCounter = h('div', { class: 'vg-free', hidden: true, 'aria-hidden': 'true' });
  const winLabel = h('div', { class: 'vg-slot__win-label', 'aria-hidden': 'true' });
  const celebration = createCelebration();
  // Classic cells are wider than tall (bars and sevens); video slots use square cells.
  const cellRatio = rules.engine === 'classic' ? 1.3 : 1;
  const machine = h(
    'div',
    {
      class: `vg-slot vg-slot--${rules.engine}`,
      style: { '--vg-window-ratio': String((layout.reels * cellRatio) / layout.rows) },
    },
    h('div', { class: 'vg-slot__top' }, freeCounter),
    h('div', { class: 'vg-slot__frame' }, reels.element, winLabel),
  );
  shell.stage.append(machine, celebration.element);
  reels.setLabel(gridLabel(context, randomGrid(layout)));

  const play = createPlayButton(t('slot.spin'), (action) => t('app.keyboardHint', { action }));
  const spinButton = play.button;
  shell.controlsEnd.append(spinButton);
  shell.setWinText(t('app.lastWin'), '–', false);

  let busy = false;
  let cycleToken = 0;

  function setBusy(next: boolean) {
    busy = next;
    context.stake?.setDisabled(next);
    spinButton.classList.toggle('vg-play--busy', next);
  }

  async function spin() {
    if (busy) {
      // A second press during the animation stops the reels at once ("slam stop").
      reels.skip();
      return;
    }
    const stake = context.stake?.value() ?? 0;
    cycleToken += 1;
    reels.clearHighlight();
    winLabel.textContent = '';
    setBusy(true);
    reels.setPending(true);
    sound.play('spin');
    const response = await context.runStep<SlotView>(() => context.api.startRound(stake));
    reels.setPending(false);
    if (response) await present(response);
    setBusy(false);
  }

  async function present(response: RoundResponse<SlotView>) {
    const view = response.round.view;
    // The balance shows the stake taken until the reels stop, then the win lands.
    shell.setBalanceText(context.money(response.balance.total - view.win));
    shell.setWinText(t('app.win'), context.money(0), false);
    let shown = 0;
    let freeIndex = 0;
    for (const spinView of view.spins) {
      if (spinView.kind === 'free') {
        freeIndex += 1;
        showFreeCounter(freeIndex, view.freeSpinsAwarded, spinView.multiplier);
        sound.play('spin');
      }
      await reels.spin(spinView.grid, () => sound.play('reelStop'));
      reels.setLabel(gridLabel(context, spinView.grid));
      if (spinView.win > 0) {
        sound.play('win');
        await animateAmount(shown, shown + spinView.win, 500, (value) =>
          shell.setWinText(t('app.win'), context.money(value), true),
        );
        shown += spinView.win;
      }
      if (spinView.wins.length > 0 && spinView !== view.spins[view.spins.length - 1]) {
        showWin(spinView, spinView.wins, null);
        await wait(FREE_SPIN_PAUSE_MS);
        reels.clearHighlight();
        winLabel.textContent = '';
      }
      if (spinView.freeSpinsAwarded > 0) {
        const text = t('slot.freeSpinsWon', { count: spinView.freeSpinsAwarded });
        shell.announce(text);
        sound.play('bigWin');
        await celebration.banner(t('slot.freeSpins'), text);
      }
    }
    freeCounter.hidden = true;
    context.setBalance(response.balance);
    const last = view.spins[view.spins.length - 1];
    if (view.win > 0) {
      shell.setWinText(t('app.lastWin'), context.money(view.win), true);
      shell.announce(t('slot.resultWin', { amount: context.money(view.win) }));
      if (view.win >= view.stake * BIG_WIN_MULTIPLE) {
        sound.play('bigWin');
        void celebration.bigWin(t('slot.bigWin'), view.win, (value) => context.money(value));
      }
    } else {
      shell.setWinText(t('app.lastWin'), '–', false);
      shell.announce(t('slot.resultLose'));
    }
    if (last && last.wins.length > 0) void cycleWins(last);
  }

  function showFreeCounter(current: number, total: number, multiplier: number) {
    freeCounter.hidden = false;
    replaceChildren(
      freeCounter,
      h('span', { class: 'vg-free__label' }, t('slot.freeSpins')),
      h('span', { class: 'vg-free__count' }, `${current} / ${total}`),
      multiplier > 1 && h('span', { class: 'vg-free__multiplier' }, `×${multiplier}`),
    );
    shell.announce(t('slot.freeSpinsLeft', { current, total }));
  }

  function showWin(spinView: SpinView, wins: readonly SlotWin[], single: SlotWin | null) {
    if (single === null) {
      reels.highlight(
        wins.flatMap((win) => win.positions),
        null,
        null,
      );
      return;
    }
    const line = single.type === 'line' ? (layout.lines[single.line] ?? null) : null;
    reels.highlight(single.positions, line, single.type === 'line' ? single.line : null);
    winLabel.textContent = winText(context, single, spinView.multiplier);
  }

  /** Shows all wins together, then each in turn, until the next spin starts. */
  async function cycleWins(spinView: SpinView) {
    const token = cycleToken;
    showWin(spinView, spinView.wins, null);
    await wait(WIN_CYCLE_MS);
    if (spinView.wins.length === 1 && token === cycleToken) {
      const [only] = spinView.wins;
      if (only) showWin(spinView, spinView.wins, only);
      return;
    }
    while (token === cycleToken) {
      for (const win of spinView.wins) {
        if (token !== cycleToken) return;
        showWin(spinView, spinView.wins, win);
        await wait(WIN_CYCLE_MS);
      }
    }
  }

  spinButton.addEventListener('click', () => void spin());
  return { primaryAction: () => void spin() };
}

function winText(context: GameContext, win: SlotWin, multiplier: number): string {
  const { t } = context;
  const amount = context.money(win.win);
  const suffix = multiplier > 1 ? ` (×${multiplier})` : '';
  switch (win.type) {
    case 'line':
      return t('slot.lineWin', { line: win.line + 1, amount }) + suffix;
    case 'ways':
      return (
        t('slot.waysWin', { symbol: symbolName(win.symbol, t), count: win.count, ways: win.ways, amount }) + suffix
      );
    case 'scatter':
      return t('slot.scatterWin', { amount }) + suffix;
    case 'rule':
      return `${win.label}: ${amount}`;
  }
}

function gridLabel(context: GameContext, grid: string[][]): string {
  return grid
    .map((column, reel) =>
      context.t('slot.reelLabel', {
        reel: reel + 1,
        symbols: column.map((symbol) => symbolName(symbol, context.t)).join(', '),
      }),
    )
    .join('. ');
}
