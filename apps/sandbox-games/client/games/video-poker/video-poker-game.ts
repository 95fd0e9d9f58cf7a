import './video-poker.css';
import type { RoundResponse, RoundView } from '../../core/api';
import { h, replaceChildren, wait } from '../../core/dom';
import type { GameContext, GameHandle, GameModule } from '../../core/game-app';
import { createPlayButton } from '../../core/shell';
import type { HandRank, VideoPokerRules, VideoPokerView } from '../../core/views';
import { catalogueLanguageOf, type TextKey } from '../../i18n';
import { createCard, installCardDefinitions, revealCard } from '../cards/card';
import { cardName } from '../cards/card-codes';

/**
 * Jacks or Better: deal five, hold any (click a card or press 1–5), draw once. The paytable above
 * the cards shows money at the current bet and lights the hand the cards make now. An open round
 * from an earlier visit resumes at the hold step.
 */
const HAND_ORDER: HandRank[] = [
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'jacks-or-better',
];
const CARD_COUNT = 5;
/** The pause between cards turning over, so a deal reads left to right. */
const CARD_STAGGER_MS = 90;

export function handKey(hand: HandRank): TextKey {
  return `poker.hand.${hand}` as TextKey;
}

export const videoPokerGame: GameModule = {
  stakeSelector: true,
  renderRules(context) {
    const { t } = context;
    return h(
      'div',
      {},
      h('p', {}, t('poker.rules')),
      h('h3', {}, t('slot.paytableTitle')),
      paytableElement(context, context.stake?.value() ?? context.session.game.minStakeMinor, null),
    );
  },
  mount: mountVideoPoker,
};

function paytableElement(context: GameContext, stake: number, current: HandRank | null): HTMLElement {
  const rules = context.session.game.rules as VideoPokerRules;
  return h(
    'table',
    { class: 'vg-table vg-vp__paytable' },
    h(
      'tbody',
      {},
      ...HAND_ORDER.filter((hand) => rules.paytable[hand] !== undefined).map((hand) =>
        h(
          'tr',
          { class: hand === current ? 'vg-vp__pay vg-vp__pay--current' : 'vg-vp__pay', 'data-hand': hand },
          h('th', { scope: 'row' }, context.t(handKey(hand))),
          h('td', { class: 'vg-number' }, context.money((rules.paytable[hand] ?? 0) * stake)),
        ),
      ),
    ),
  );
}

function mountVideoPoker(context: GameContext): GameHandle {
  const { t, shell, sound } = context;
  installCardDefinitions();
  const language = catalogueLanguageOf(context.boot.language);
  const paytableHolder = h('div', { class: 'vg-vp__paytable-holder' });
  const handLabel = h('div', { class: 'vg-vp__hand', 'aria-hidden': 'true' });
  const slots: { button: HTMLButtonElement; held: HTMLElement; card: HTMLElement }[] = [];
  const cardsElement = h('div', { class: 'vg-vp__cards' });
  for (let index = 0; index < CARD_COUNT; index += 1) {
    const card = createCard(null, t('cards.faceDown'));
    const held = h('span', { class: 'vg-vp__held' }, t('cards.hold'));
    const button = h(
      'button',
      { type: 'button', class: 'vg-vp__slot', 'aria-pressed': 'false', disabled: true },
      card,
      held,
      h('span', { class: 'vg-vp__key', 'aria-hidden': 'true' }, String(index + 1)),
    );
    button.addEventListener('click', () => toggleHold(index));
    slots.push({ button, held, card });
    cardsElement.append(button);
  }
  const hint = h('p', { class: 'vg-vp__hint' }, t('poker.holdHint'));
  shell.stage.append(h('div', { class: 'vg-vp' }, paytableHolder, handLabel, cardsElement, hint));
  const playControl = createPlayButton(t('cards.deal'), (action) => t('app.keyboardHint', { action }));
  const playButton = playControl.button;
  shell.controlsEnd.append(playButton);
  shell.setWinText(t('app.lastWin'), '–', false);

  let round: RoundView<VideoPokerView> | null = null;
  let holds: boolean[] = Array.from({ length: CARD_COUNT }, () => false);
  let busy = false;

  const isHolding = () => round !== null && round.status === 'open';

  function drawPaytable() {
    replaceChildren(paytableHolder, paytableElement(context, context.stake?.value() ?? 0, round?.view.hand ?? null));
  }
  context.stake?.onChange(drawPaytable);

  function syncControls() {
    const holding = isHolding();
    playControl.setLabel(holding ? t('cards.draw') : t('cards.deal'));
    playButton.disabled = busy || !context.canPlay();
    context.stake?.setDisabled(busy || holding);
    // The hint keeps its space when idle so the cards do not jump.
    hint.classList.toggle('vg-vp__hint--idle', !holding);
    slots.forEach((slot, index) => {
      const code = round?.view.cards[index] ?? null;
      slot.button.disabled = busy || !holding;
      slot.button.setAttribute('aria-pressed', String(holding && holds[index] === true));
      slot.button.classList.toggle('vg-vp__slot--held', holding && holds[index] === true);
      slot.button.setAttribute(
        'aria-label',
        t('cards.holdToggle', { index: index + 1, card: code ? cardName(code, language) : t('cards.faceDown') }),
      );
    });
  }

  function toggleHold(index: number) {
    if (!isHolding() || busy) return;
    holds[index] = !holds[index];
    sound.play('click');
    syncControls();
  }

  function showHand(hand: HandRank | null, win: number) {
    replaceChildren(
      handLabel,
      hand
        ? h(
            'span',
            { class: 'vg-outcome vg-outcome--win' },
            win > 0 ? `${t(handKey(hand))} · ${context.money(win)}` : t(handKey(hand)),
          )
        : null,
    );
  }

  /** Turns the given cards face up, one after another; unchanged cards stay as they are. */
  async function showCards(cards: readonly string[], changed: readonly boolean[], animate: boolean) {
    for (let index = 0; index < CARD_COUNT; index += 1) {
      const slot = slots[index];
      const code = cards[index];
      if (!slot || !code || !changed[index]) continue;
      const fresh = createCard(null, t('cards.faceDown'));
      slot.card.replaceWith(fresh);
      slot.card = fresh;
      if (animate) {
        sound.play('card');
        void revealCard(fresh, code, cardName(code, language));
        await wait(CARD_STAGGER_MS);
      } else {
        await revealCard(fresh, code, cardName(code, language));
      }
    }
    if (animate) await wait(300);
  }

  async function present(response: RoundResponse<VideoPokerView>, previous: readonly string[] | null) {
    round = response.round;
    const view = response.round.view;
    const changed = view.cards.map((code, index) => previous === null || previous[index] !== code);
    shell.setBalanceText(context.money(response.balance.total - (response.round.status === 'closed' ? view.win : 0)));
    showHand(null, 0);
    await showCards(view.cards, changed, true);
    context.setBalance(response.balance);
    drawPaytable();
    if (response.round.status === 'open') {
      showHand(view.hand, 0);
      shell.announce(`${view.hand ? `${t(handKey(view.hand))}. ` : ''}${t('poker.holdHint')}`);
      return;
    }
    showHand(view.hand, view.win);
    for (const slot of slots) slot.card.classList.toggle('vg-card--glow', view.win > 0);
    if (view.win > 0 && view.hand) {
      sound.play('win');
      shell.setWinText(t('app.lastWin'), context.money(view.win), true);
      shell.announce(t('poker.result', { hand: t(handKey(view.hand)), amount: context.money(view.win) }));
    } else {
      sound.play('lose');
      shell.setWinText(t('app.lastWin'), '–', false);
      shell.announce(t('poker.resultLose'));
    }
  }

  async function play() {
    if (busy) return;
    busy = true;
    syncControls();
    if (isHolding() && round) {
      const { roundId } = round;
      const previous = round.view.cards;
      const response = await context.runStep<VideoPokerView>(() => context.api.act(roundId, 'draw', { holds }));
      if (response) await present(response, previous);
    } else {
      holds = Array.from({ length: CARD_COUNT }, () => false);
      for (const slot of slots) slot.card.classList.remove('vg-card--glow');
      const stake = context.stake?.value() ?? 0;
      const response = await context.runStep<VideoPokerView>(() => context.api.startRound(stake));
      if (response) await present(response, null);
      else if (context.lastErrorCode() === 'ROUND_IN_PROGRESS') await resume();
    }
    busy = false;
    syncControls();
  }

  /** Shows the server's open deal (from an earlier visit or another tab) at the hold step. */
  async function resume(open?: RoundView<VideoPokerView> | null) {
    const found = open === undefined ? ((await context.fetchOpenRound()) as RoundView<VideoPokerView> | null) : open;
    if (found?.status !== 'open') return;
    round = found;
    holds = Array.from({ length: CARD_COUNT }, () => false);
    context.stake?.set(found.view.stake);
    await showCards(
      found.view.cards,
      found.view.cards.map(() => true),
      false,
    );
    showHand(found.view.hand, 0);
    drawPaytable();
    shell.announce(`${t('cards.resumed')} ${t('poker.holdHint')}`);
  }

  playButton.addEventListener('click', () => void play());
  window.addEventListener('keydown', (event) => {
    if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
    if ((event.target as HTMLElement | null)?.closest('dialog[open]')) return;
    const index = Number(event.key) - 1;
    if (Number.isInteger(index) && index >= 0 && index < CARD_COUNT) toggleHold(index);
  });

  void resume(context.session.openRound as RoundView<VideoPokerView> | null).then(syncControls);
  drawPaytable();
  syncControls();
  return { primaryAction: () => void play() };
}
