import '../styles/base.css';
import { createTranslator, isTextKey, type Translate } from '../i18n';
import {
  type ClientApi,
  ClientApiError,
  createClientApi,
  type RoundResponse,
  type RoundView,
  type SessionResponse,
} from './api';
import { type GameBoot, parseBoot } from './boot';
import { h, replaceChildren } from './dom';
import { formatMoney, formatRtpBasisPoints, formatTime } from './format';
import { createHistoryPanel } from './history-panel';
import { type Balance, createMessenger, type Messenger, targetOriginOf } from './messages';
import { createShell, type Shell } from './shell';
import { listenForSiteBalance, siteBalanceToShow } from './site-messages';
import { createSoundBoard, type SoundBoard } from './sound';
import { createStakeSelector, type StakeSelector } from './stake-selector';

/**
 * Boots a game client: reads the boot object, loads the session, builds the shell and hands a
 * GameContext to the game module. Every round call goes through `runStep`, the one place that
 * updates the balance, tells the site (postMessage) and turns errors into a banner. The site's own
 * balance messages (another game in split screen played) update the balance between rounds.
 */
export type GameContext = {
  boot: GameBoot;
  session: SessionResponse;
  t: Translate;
  money(amount: number, compact?: boolean): string;
  api: ClientApi;
  shell: Shell;
  sound: SoundBoard;
  messenger: Messenger;
  /** The bet selector in the control bar, when the module asked for one. */
  stake: StakeSelector | null;
  balance(): Balance;
  setBalance(balance: Balance): void;
  /** Runs one round step; null when it failed (the error is already on screen). */
  runStep<View>(request: () => Promise<RoundResponse<View>>): Promise<RoundResponse<View> | null>;
  showError(code: string): void;
  /** False after an error that ends the session (expired token, blocked player). */
  canPlay(): boolean;
  /** The code of the last failed step, so a game can react (e.g. resume on ROUND_IN_PROGRESS). */
  lastErrorCode(): string | null;
  /** The session's open round as the server has it now (another tab may have started one). */
  fetchOpenRound(): Promise<RoundView | null>;
  storage: Storage | null;
};

export type GameHandle = {
  /** What the space bar does (spin, deal, draw); nothing when it returns without acting. */
  primaryAction(): void;
};

export type GameModule = {
  /** Whether the control bar shows the shared − bet + selector (table games use chips instead). */
  stakeSelector: boolean;
  /** The game's own part of the rules dialog (paytable, bet types), from `game.rules`. */
  renderRules(context: GameContext): HTMLElement;
  mount(context: GameContext): GameHandle;
};

/** Errors after which the session cannot continue: the player must relaunch from the site. */
const FATAL_ERRORS = new Set(['TOKEN_EXPIRED', 'PLAYER_BLOCKED', 'SESSION_NOT_FOUND', 'GAME_NOT_FOUND', 'NOT_FOUND']);
/** How long a non-fatal error banner stays before it hides itself. */
const BANNER_VISIBLE_MS = 8_000;

declare global {
  interface Window {
    __GAME_BOOT__?: unknown;
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function errorTextOf(t: Translate, code: string): string {
  const key = `error.${code}`;
  return isTextKey(key) ? t(key) : t('error.generic');
}

/** The published RTP in basis points: from the session's game, else from the rules data. */
export function rtpBasisPointsOf(game: SessionResponse['game']): number | null {
  if (typeof game.rtpBasisPoints === 'number') return game.rtpBasisPoints;
  const rules = game.rules as { rtp?: unknown; rtpBasisPoints?: unknown } | null;
  if (typeof rules?.rtpBasisPoints === 'number') return rules.rtpBasisPoints;
  if (typeof rules?.rtp === 'number') return Math.round(rules.rtp * 10_000);
  return null;
}

export async function startGameClient(module: GameModule): Promise<void> {
  const container = document.getElementById('game-root') ?? document.body;
  const parsed = parseBoot(window.__GAME_BOOT__);
  if (!parsed.ok) {
    renderBootError(container, createTranslator(document.documentElement.lang || 'en'), parsed.missing.join(', '));
    return;
  }
  const boot = parsed.boot;
  const t = createTranslator(boot.language);
  document.documentElement.lang = boot.language;
  replaceChildren(
    container,
    h('div', { class: 'vg-loading', role: 'status' }, h('span', { class: 'vg-spinner' }), t('app.loading')),
  );
  const api = createClientApi({ apiBase: boot.apiBase, sessionId: boot.sessionId });
  let session: SessionResponse;
  try {
    session = await api.getSession();
  } catch (error) {
    const code = error instanceof ClientApiError ? error.code : 'generic';
    renderBootError(container, t, errorTextOf(t, code));
    return;
  }
  const context = buildContext(container, boot, session, api, t, module);
  const handle = module.mount(context);
  wireKeyboard(context, handle);
  context.messenger.loaded();
}

function renderBootError(container: HTMLElement, t: Translate, detail: string) {
  replaceChildren(
    container,
    h('div', { class: 'vg-boot-error', role: 'alert' }, h('h1', {}, t('error.BOOT')), h('p', {}, detail)),
  );
}

function buildContext(
  container: HTMLElement,
  boot: GameBoot,
  session: SessionResponse,
  api: ClientApi,
  t: Translate,
  module: GameModule,
): GameContext {
  const storage = safeStorage();
  const money = (amount: number, compact = false) => formatMoney(amount, boot.currency, boot.language, { compact });
  const shell = createShell(container, {
    gameName: session.game.name || boot.gameName,
    playMoneyLabel: boot.mode === 'demo' ? t('app.playMoney') : null,
    balanceLabel: t('app.balance'),
    closeLabel: t('app.close'),
    historyLabel: t('app.history'),
    rulesLabel: t('app.rules'),
    backgroundUrl: boot.art.background,
    theme: boot.theme,
    kind: boot.clientKind,
  });
  const sound = createSoundBoard(storage);
  const messenger = createMessenger({
    gameCode: boot.gameCode,
    currency: boot.currency,
    lobbyUrl: boot.lobbyUrl,
    target: window.parent === window ? null : window.parent,
  });
  let balance = session.balance;
  let requestsInFlight = 0;
  let playable = true;
  let lastError: string | null = null;
  let bannerTimer: ReturnType<typeof setTimeout> | undefined;
  const seenRounds = new Set<string>();
  if (session.openRound) seenRounds.add(session.openRound.roundId);

  const stake = module.stakeSelector
    ? createStakeSelector({
        steps: session.game.stakeSteps,
        gameCode: boot.gameCode,
        storage,
        label: t('app.bet'),
        downLabel: t('app.stakeDown'),
        upLabel: t('app.stakeUp'),
        format: (amount) => money(amount),
      })
    : null;
  if (stake) shell.controlsStart.append(stake.element);

  const setBalance = (next: Balance) => {
    balance = next;
    shell.setBalanceText(money(next.total));
  };
  setBalance(balance);
  const parent = window.parent === window ? null : window.parent;
  listenForSiteBalance(
    window,
    { siteOrigin: targetOriginOf(boot.lobbyUrl), parent, currency: boot.currency, mode: boot.mode },
    (siteBalance) => {
      const shown = siteBalanceToShow(siteBalance, { held: balance, requestInFlight: requestsInFlight > 0 });
      if (shown) setBalance(shown);
    },
  );

  const showError = (code: string) => {
    lastError = code;
    clearTimeout(bannerTimer);
    const fatal = FATAL_ERRORS.has(code);
    if (fatal) playable = false;
    const actions = [];
    if (code === 'INSUFFICIENT_FUNDS' && boot.mode === 'real') {
      actions.push({ label: t('error.deposit'), primary: true, onClick: () => messenger.deposit() });
    }
    if (!fatal) actions.push({ label: t('error.dismiss'), onClick: () => shell.hideBanner() });
    shell.showBanner({ message: errorTextOf(t, code), tone: 'error', actions });
    shell.announce(errorTextOf(t, code));
    sound.play('error');
    messenger.error(code);
    if (!fatal) bannerTimer = setTimeout(() => shell.hideBanner(), BANNER_VISIBLE_MS);
  };

  const context: GameContext = {
    boot,
    session,
    t,
    money,
    api,
    shell,
    sound,
    messenger,
    stake,
    storage,
    balance: () => balance,
    setBalance,
    canPlay: () => playable,
    lastErrorCode: () => lastError,
    async fetchOpenRound() {
      try {
        const fresh = await api.getSession();
        setBalance(fresh.balance);
        return fresh.openRound;
      } catch (error) {
        showError(error instanceof ClientApiError ? error.code : 'generic');
        return null;
      }
    },
    showError,
    async runStep(request) {
      if (!playable) return null;
      shell.hideBanner();
      lastError = null;
      try {
        requestsInFlight += 1;
        const response = await request().finally(() => {
          requestsInFlight -= 1;
        });
        setBalance(response.balance);
        const { round } = response;
        if (!seenRounds.has(round.roundId)) {
          seenRounds.add(round.roundId);
          messenger.roundStarted(round.roundId);
        }
        // Play money never touches the wallet, so the site has no balance to refresh in demo.
        if (boot.mode === 'real') messenger.balance(response.balance);
        if (round.status === 'closed') messenger.roundEnded(round.roundId);
        return response;
      } catch (error) {
        showError(error instanceof ClientApiError ? error.code : 'generic');
        return null;
      }
    },
  };
  wireTopButtons(context, module);
  return context;
}

function wireTopButtons(context: GameContext, module: GameModule) {
  const { shell, t, sound, boot, session } = context;
  const syncSound = () => shell.setSoundState(sound.enabled(), sound.enabled() ? t('app.soundOn') : t('app.soundOff'));
  syncSound();
  shell.topButtons.sound.addEventListener('click', () => {
    sound.setEnabled(!sound.enabled());
    syncSound();
    sound.play('click');
  });
  // Browsers allow audio only after a gesture; the first one anywhere in the game unlocks it.
  const unlock = () => sound.unlock();
  window.addEventListener('pointerdown', unlock, { once: true });
  window.addEventListener('keydown', unlock, { once: true });

  shell.topButtons.history.addEventListener('click', () => {
    shell.openDialog(
      t('history.title'),
      createHistoryPanel({
        api: context.api,
        t,
        money: (amount) => context.money(amount),
        time: (iso) => formatTime(iso, boot.language),
        errorText: (code) => errorTextOf(t, code),
      }),
    );
  });
  shell.topButtons.rules.addEventListener('click', () => {
    const rtp = rtpBasisPointsOf(session.game);
    shell.openDialog(
      t('rules.title'),
      h(
        'div',
        { class: 'vg-rules' },
        h(
          'div',
          { class: 'vg-rules__facts' },
          rtp !== null &&
            h('p', { class: 'vg-rules__rtp' }, t('rules.rtp', { rtp: formatRtpBasisPoints(rtp, boot.language) })),
          h(
            'p',
            {},
            t('rules.stakes', {
              min: context.money(session.game.minStakeMinor),
              max: context.money(session.game.maxStakeMinor),
            }),
          ),
        ),
        module.renderRules(context),
      ),
    );
  });
}

/** Space runs the primary action unless focus is on a control that uses space itself. */
function wireKeyboard(context: GameContext, handle: GameHandle) {
  window.addEventListener('keydown', (event) => {
    if (event.code !== 'Space' && event.key !== ' ') return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('button, input, select, textarea, a, dialog[open], [role="button"]')) return;
    event.preventDefault();
    if (!event.repeat && context.canPlay()) handle.primaryAction();
  });
}
