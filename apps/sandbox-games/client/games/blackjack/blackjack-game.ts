import './blackjack.css';
import type { RoundResponse, RoundView } from '../../core/api';
import { h, replaceChildren } from '../../core/dom';
import type { GameContext, GameHandle, GameModule } from '../../core/game-app';
import { createPlayButton } from '../../core/shell';
import type { BlackjackAction, BlackjackHand, BlackjackRules, BlackjackView } from '../../core/views';
import { catalogueLanguageOf } from '../../i18n';
import { type CardRow, createCardRow, installCardDefinitions } from '../cards/card';
import { cardName } from '../cards/card-codes';

/**
 * Blackjack: deal, then hit / stand / double / split on the active hand until the server ends the
 * round. An open round from an earlier visit (session.openRound) is drawn as it stands and play
 * continues from there (incomplete-round recovery).
 */
const ACTION_KEYS: Record<string, BlackjackAction> = { h: 'hit', s: 'stand', d: 'double', p: 'split' };
const ACTIONS: BlackjackAction[] = ['hit', 'stand', 'double', 'split'];

export const blackjackGame: GameModule = {
  stakeSelector: true,
  renderRules: renderBlackjackRules,
  mount: mountBlackjack,
};

function renderBlackjackRules(context: GameContext): HTMLElement {
  const rules = context.session.game.rules as BlackjackRules;
  const { t } = context;
  const lines = blackjackRuleLines(context.boot.language, rules);
  return h(
    'div',
    {},
    h('h3', {}, t('rules.title')),
    h('ul', { class: 'vg-rules__list' }, ...lines.map((line) => h('li', {}, line))),
  );
}

function blackjackRuleLines(language: string, rules: BlackjackRules): string[] {
  const catalogue = catalogueLanguageOf(language);
  const soft17 = rules.dealerHitsSoft17;
  if (catalogue === 'fi') {
    return [
      rules.decks === 'infinite'
        ? 'Kortit jaetaan äärettömästä pakasta: jokainen kortti on yhtä todennäköinen joka kerta.'
        : `${rules.decks} pakkaa.`,
      soft17 ? 'Jakaja ottaa lisää pehmeällä 17:llä.' : 'Jakaja jää pehmeällä 17:llä.',
      `Blackjack maksaa ${rules.blackjackPays}. Voitto maksaa 1:1, tasapeli palauttaa panoksen.`,
      rules.doubleAfterSplit
        ? 'Tuplaus kahdella ensimmäisellä kortilla, myös jaon jälkeen.'
        : 'Tuplaus kahdella ensimmäisellä kortilla.',
      `Pari voidaan jakaa kerran (enintään ${rules.maxHands} kättä); jaetut ässät saavat yhden kortin.`,
      'Jakaja tarkistaa blackjackin ässän tai kympin alla; jakajan blackjack vie vain alkuperäisen panoksen.',
    ];
  }
  if (catalogue === 'de') {
    return [
      rules.decks === 'infinite'
        ? 'Karten aus einem unendlichen Stapel: Jede Karte ist jedes Mal gleich wahrscheinlich.'
        : `${rules.decks} Decks.`,
      soft17 ? 'Der Croupier zieht auf Soft 17.' : 'Der Croupier steht auf Soft 17.',
      `Blackjack zahlt ${rules.blackjackPays}. Gewinne zahlen 1:1, ein Unentschieden gibt den Einsatz zurück.`,
      rules.doubleAfterSplit
        ? 'Verdoppeln auf zwei beliebigen Karten, auch nach dem Teilen.'
        : 'Verdoppeln auf zwei beliebigen Karten.',
      `Paare können einmal geteilt werden (höchstens ${rules.maxHands} Hände); geteilte Asse erhalten eine Karte.`,
      'Der Croupier prüft bei Ass oder Zehn auf Blackjack; ein Croupier-Blackjack nimmt nur den ursprünglichen Einsatz.',
    ];
  }
  return [
    rules.decks === 'infinite'
      ? 'Cards come from an infinite deck: every card is equally likely every time.'
      : `${rules.decks} decks.`,
    soft17 ? 'Dealer hits soft 17.' : 'Dealer stands on soft 17.',
    `Blackjack pays ${rules.blackjackPays}. Wins pay 1:1; a push returns the bet.`,
    rules.doubleAfterSplit ? 'Double on any two cards, also after a split.' : 'Double on any two cards.',
    `A pair may be split once (at most ${rules.maxHands} hands); split aces take one card each.`,
    'The dealer peeks for blackjack under an ace or ten; a dealer blackjack takes only the original bet.',
  ];
}

function handTotalText(hand: BlackjackHand): string {
  if (hand.status === 'blackjack') return 'BJ';
  if (hand.soft && hand.total <= 21 && hand.status === 'playing') return `${hand.total - 10}/${hand.total}`;
  return String(hand.total);
}

function mountBlackjack(context: GameContext): GameHandle {
  const { t, shell, sound } = context;
  const rules = context.session.game.rules as BlackjackRules;
  installCardDefinitions();
  const language = catalogueLanguageOf(context.boot.language);
  const label = (code: string | null) => (code ? cardName(code, language) : t('cards.faceDown'));
  const shoeElement = h('div', { class: 'vg-shoe', 'aria-hidden': 'true' });
  const shoe = () => {
    const rect = shoeElement.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  };
  const dealerRow = createCardRow({ label, shoe, onDeal: () => sound.play('card') });
  const dealerTotal = h('span', { class: 'vg-total', hidden: true });
  const handsElement = h('div', { class: 'vg-bj__hands' });
  const felt = h(
    'div',
    { class: 'vg-felt vg-bj' },
    shoeElement,
    h(
      'section',
      { class: 'vg-bj__dealer', 'aria-label': t('cards.dealer') },
      h('div', { class: 'vg-bj__caption' }, h('span', { class: 'vg-felt__label' }, t('cards.dealer')), dealerTotal),
      dealerRow.element,
    ),
    h(
      'div',
      { class: 'vg-bj__arc', 'aria-hidden': 'true' },
      `${t('blackjack.pays', { pays: rules.blackjackPays })} · ${rules.dealerHitsSoft17 ? t('blackjack.hitsSoft17') : t('blackjack.standsSoft17')}`,
    ),
    handsElement,
  );
  shell.stage.append(felt);

  const dealButton = createPlayButton(t('cards.deal'), (action) => t('app.keyboardHint', { action })).button;
  const actionButtons = new Map<BlackjackAction, HTMLButtonElement>();
  const actionBar = h('div', { class: 'vg-bj__actions', hidden: true });
  for (const action of ACTIONS) {
    const key = Object.entries(ACTION_KEYS).find(([, value]) => value === action)?.[0] ?? '';
    const button = h(
      'button',
      {
        type: 'button',
        class: `vg-button vg-bj__action vg-bj__action--${action}`,
        'aria-keyshortcuts': key.toUpperCase(),
        title: `${t(`cards.${action}`)} (${key.toUpperCase()})`,
      },
      t(`cards.${action}`),
    );
    button.addEventListener('click', () => void act(action));
    actionButtons.set(action, button);
    actionBar.append(button);
  }
  shell.controlsEnd.append(actionBar, dealButton);
  shell.setWinText(t('app.lastWin'), '–', false);

  let round: RoundView<BlackjackView> | null = null;
  let busy = false;
  const handRows: { row: CardRow; element: HTMLElement; total: HTMLElement; bet: HTMLElement; outcome: HTMLElement }[] =
    [];

  function syncControls() {
    const view = round?.view;
    const open = round !== null && round.status === 'open';
    dealButton.hidden = open;
    dealButton.disabled = busy || !context.canPlay();
    actionBar.hidden = !open;
    context.stake?.setDisabled(busy || open);
    for (const [action, button] of actionButtons) {
      button.disabled = busy || !open || !view?.actions.includes(action);
    }
  }

  function handSlot(index: number) {
    let slot = handRows[index];
    if (!slot) {
      const row = createCardRow({ label, shoe, onDeal: () => sound.play('card') });
      const total = h('span', { class: 'vg-total' });
      const bet = h('span', { class: 'vg-bj__bet' });
      const outcome = h('span', { class: 'vg-bj__outcome' });
      const element = h(
        'section',
        { class: 'vg-bj__hand' },
        h('div', { class: 'vg-bj__badges' }, outcome),
        row.element,
        h('div', { class: 'vg-bj__caption' }, total, bet),
      );
      slot = { row, element, total, bet, outcome };
      handRows[index] = slot;
      handsElement.append(element);
    }
    return slot;
  }

  function resetTable() {
    dealerRow.clear();
    dealerTotal.hidden = true;
    handRows.length = 0;
    handsElement.replaceChildren();
  }

  async function render(view: BlackjackView, mode: 'deal' | 'step' | 'still') {
    const animate = mode !== 'still';
    if (mode === 'deal') {
      // Deal in casino order: player, dealer, player, dealer (the hole card face down).
      const first = view.hands[0];
      for (let count = 1; count <= 2; count += 1) {
        if (first) await handSlot(0).row.update(first.cards.slice(0, count));
        await dealerRow.update(view.dealer.cards.slice(0, count));
      }
    }
    for (const [index, hand] of view.hands.entries()) {
      const slot = handSlot(index);
      // After a split, the first card stays put and only the new second card is dealt.
      if (view.hands.length > 1) await slot.row.update(hand.cards.slice(0, 1), { animate: false });
      await slot.row.update(hand.cards, { animate });
      drawHandInfo(slot, hand, index, view);
    }
    await dealerRow.update(view.dealer.cards, { animate });
    dealerTotal.hidden = view.dealer.total === null;
    dealerTotal.textContent = view.dealer.blackjack ? 'BJ' : String(view.dealer.total ?? '');
    dealerTotal.classList.toggle('vg-total--bust', view.dealer.bust);
  }

  function drawHandInfo(slot: (typeof handRows)[number], hand: BlackjackHand, index: number, view: BlackjackView) {
    slot.total.textContent = handTotalText(hand);
    slot.bet.textContent = context.money(hand.bet, true);
    slot.element.classList.toggle('vg-bj__hand--active', view.activeHand === index && !view.done);
    slot.element.setAttribute(
      'aria-label',
      `${view.hands.length > 1 ? t('cards.hand', { index: index + 1 }) : t('cards.player')}: ${t('cards.total', { total: hand.total })}`,
    );
    const result = hand.result;
    replaceChildren(
      slot.outcome,
      result
        ? h('span', { class: `vg-outcome vg-outcome--${result}` }, t(`blackjack.outcome.${result}`))
        : hand.status === 'bust'
          ? h('span', { class: 'vg-outcome vg-outcome--lose' }, t('cards.bust'))
          : null,
    );
  }

  async function present(response: RoundResponse<BlackjackView>, mode: 'deal' | 'step') {
    round = response.round;
    const view = response.round.view;
    if (mode === 'deal') resetTable();
    // Show the stake taken while cards fly; the settled balance lands with the result.
    shell.setBalanceText(context.money(response.balance.total - (view.done ? view.win : 0)));
    await render(view, mode);
    context.setBalance(response.balance);
    finishIfDone(view);
  }

  function finishIfDone(view: BlackjackView) {
    if (!view.done) {
      shell.announce(t('blackjack.yourTurn'));
      return;
    }
    if (view.win > 0) {
      sound.play('win');
      shell.setWinText(t('app.lastWin'), context.money(view.win), true);
      shell.announce(t('blackjack.result', { amount: context.money(view.win) }));
    } else {
      sound.play('lose');
      shell.setWinText(t('app.lastWin'), '–', false);
      shell.announce(t('blackjack.resultLose'));
    }
  }

  async function deal() {
    if (busy || (round && round.status === 'open')) return;
    busy = true;
    syncControls();
    const stake = context.stake?.value() ?? 0;
    const response = await context.runStep<BlackjackView>(() => context.api.startRound(stake));
    if (response) await present(response, 'deal');
    else if (context.lastErrorCode() === 'ROUND_IN_PROGRESS') await resume();
    busy = false;
    syncControls();
  }

  /** Draws the server's open round (from an earlier visit or another tab) and plays on from it. */
  async function resume(open?: RoundView<BlackjackView> | null) {
    const found = open === undefined ? ((await context.fetchOpenRound()) as RoundView<BlackjackView> | null) : open;
    if (found?.status !== 'open') return;
    round = found;
    resetTable();
    context.stake?.set(found.view.stake);
    await render(found.view, 'still');
    shell.announce(`${t('cards.resumed')} ${t('blackjack.yourTurn')}`);
  }

  async function act(action: BlackjackAction) {
    if (busy || !round || round.status !== 'open' || !round.view.actions.includes(action)) return;
    busy = true;
    syncControls();
    sound.play('click');
    const roundId = round.roundId;
    const response = await context.runStep<BlackjackView>(() => context.api.act(roundId, action));
    if (response) await present(response, 'step');
    busy = false;
    syncControls();
  }

  dealButton.addEventListener('click', () => void deal());
  window.addEventListener('keydown', (event) => {
    const action = ACTION_KEYS[event.key.toLowerCase()];
    if (!action || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
    if ((event.target as HTMLElement | null)?.closest('dialog[open]')) return;
    void act(action);
  });

  void resume(context.session.openRound as RoundView<BlackjackView> | null).then(syncControls);
  syncControls();
  return { primaryAction: () => void deal() };
}
