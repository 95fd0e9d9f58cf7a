import { type Child, h, replaceChildren } from './dom';
import { type IconName, icon } from './icons';

/**
 * The frame every game client shares: a backdrop from the game's art, a top bar (name, play-money
 * badge, balance, history, rules, sound), the stage the game draws into, a control bar, an error
 * banner and a screen-reader live region. It knows nothing about money rules; it only displays.
 */
export type Shell = {
  root: HTMLElement;
  stage: HTMLElement;
  /** Left of the control bar: bet selector or chip rack. */
  controlsStart: HTMLElement;
  /** Middle of the control bar: win and status read-outs. */
  controlsMiddle: HTMLElement;
  /** Right of the control bar: the game's action buttons. */
  controlsEnd: HTMLElement;
  setBalanceText(text: string): void;
  setWinText(label: string, amount: string, highlight: boolean): void;
  announce(text: string): void;
  showBanner(banner: Banner): void;
  hideBanner(): void;
  openDialog(title: string, content: HTMLElement): void;
  setSoundState(enabled: boolean, label: string): void;
  topButtons: { history: HTMLButtonElement; rules: HTMLButtonElement; sound: HTMLButtonElement };
};

export type Banner = {
  message: string;
  tone: 'error' | 'info';
  actions: { label: string; onClick(): void; primary?: boolean }[];
};

export type ShellOptions = {
  gameName: string;
  playMoneyLabel: string | null;
  balanceLabel: string;
  closeLabel: string;
  historyLabel: string;
  rulesLabel: string;
  backgroundUrl: string;
  theme: { primary: string; secondary: string; accent: string };
  kind: string;
};

export function iconButton(name: IconName, label: string, onClick: () => void, className = 'vg-icon-button') {
  return h(
    'button',
    { type: 'button', class: className, 'aria-label': label, title: label, onclick: onClick },
    icon(name),
  );
}

/** The big round action button; its label shrinks to fit long words ("PYÖRÄYTÄ"). */
export type PlayButton = { button: HTMLButtonElement; setLabel(text: string): void };

export function createPlayButton(label: string, keyboardHint: (action: string) => string, className = ''): PlayButton {
  const text = h('span', { class: 'vg-play__label' });
  const button = h('button', { type: 'button', class: `vg-play ${className}`.trim() }, text);
  const setLabel = (next: string) => {
    text.textContent = next;
    const longestWord = Math.max(...next.split(/\s+/).map((word) => word.length));
    text.style.setProperty('--vg-label-chars', String(Math.max(1, longestWord)));
    button.title = keyboardHint(next);
    button.setAttribute('aria-label', next);
  };
  setLabel(label);
  return { button, setLabel };
}

export function createShell(container: HTMLElement, options: ShellOptions): Shell {
  const balanceValue = h('span', { class: 'vg-balance__value' }, '–');
  const winLabel = h('span', { class: 'vg-win__label' });
  const winValue = h('span', { class: 'vg-win__value' });
  const live = h('div', { class: 'vg-sr-only', 'aria-live': 'polite', 'aria-atomic': 'true' });
  const banner = h('div', { class: 'vg-banner', role: 'alert', hidden: true });
  const dialogTitle = h('h2', { class: 'vg-dialog__title', id: 'vg-dialog-title' });
  const dialogBody = h('div', { class: 'vg-dialog__body' });
  const dialog = h(
    'dialog',
    { class: 'vg-dialog', 'aria-labelledby': 'vg-dialog-title' },
    h(
      'div',
      { class: 'vg-dialog__header' },
      dialogTitle,
      iconButton('close', options.closeLabel, () => dialog.close()),
    ),
    dialogBody,
  );
  // A click on the backdrop (outside the panel) closes the dialog, as players expect.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });

  const history = iconButton('history', options.historyLabel, () => undefined);
  const rules = iconButton('rules', options.rulesLabel, () => undefined);
  const sound = iconButton('soundOff', '', () => undefined);
  const stage = h('main', { class: 'vg-stage' });
  const controlsStart = h('div', { class: 'vg-controls__start' });
  const controlsMiddle = h('div', { class: 'vg-controls__middle' }, h('div', { class: 'vg-win' }, winLabel, winValue));
  const controlsEnd = h('div', { class: 'vg-controls__end' });

  const root = h(
    'div',
    {
      class: `vg-app vg-app--${options.kind}`,
      style: {
        '--vg-primary': options.theme.primary,
        '--vg-secondary': options.theme.secondary,
        '--vg-accent': options.theme.accent,
      },
    },
    h('div', {
      class: 'vg-backdrop',
      'aria-hidden': 'true',
      style: options.backgroundUrl ? { '--vg-art': `url("${encodeURI(options.backgroundUrl)}")` } : {},
    }),
    h(
      'header',
      { class: 'vg-top' },
      h(
        'div',
        { class: 'vg-top__title' },
        h('h1', { class: 'vg-top__name' }, options.gameName),
        options.playMoneyLabel && h('span', { class: 'vg-badge' }, options.playMoneyLabel),
      ),
      h(
        'div',
        { class: 'vg-balance', role: 'status' },
        h('span', { class: 'vg-balance__label' }, options.balanceLabel),
        balanceValue,
      ),
      h('div', { class: 'vg-top__buttons' }, history, rules, sound),
    ),
    banner,
    stage,
    h('footer', { class: 'vg-controls' }, controlsStart, controlsMiddle, controlsEnd),
    live,
    dialog,
  );
  replaceChildren(container, root);

  return {
    root,
    stage,
    controlsStart,
    controlsMiddle,
    controlsEnd,
    topButtons: { history, rules, sound },
    setBalanceText(text) {
      balanceValue.textContent = text;
    },
    setWinText(label, amount, highlight) {
      winLabel.textContent = label;
      winValue.textContent = amount;
      winValue.classList.toggle('vg-win__value--hot', highlight);
      if (highlight) {
        // Restart the pop animation on every new win.
        winValue.classList.remove('vg-pop');
        void winValue.offsetWidth;
        winValue.classList.add('vg-pop');
      }
    },
    announce(text) {
      // Clearing first makes screen readers repeat an identical message (two equal results).
      live.textContent = '';
      setTimeout(() => {
        live.textContent = text;
      }, 30);
    },
    showBanner(next) {
      const actions: Child[] = next.actions.map((action) =>
        h(
          'button',
          {
            type: 'button',
            class: action.primary ? 'vg-button vg-button--primary vg-button--small' : 'vg-button vg-button--small',
            onclick: action.onClick,
          },
          action.label,
        ),
      );
      replaceChildren(
        banner,
        icon('alert'),
        h('p', { class: 'vg-banner__text' }, next.message),
        h('div', { class: 'vg-banner__actions' }, ...actions),
      );
      banner.className = `vg-banner vg-banner--${next.tone}`;
      banner.hidden = false;
    },
    hideBanner() {
      banner.hidden = true;
    },
    openDialog(title, content) {
      dialogTitle.textContent = title;
      replaceChildren(dialogBody, content);
      if (!dialog.open) dialog.showModal();
    },
    setSoundState(enabled, label) {
      sound.replaceChildren(icon(enabled ? 'soundOn' : 'soundOff'));
      sound.setAttribute('aria-label', label);
      sound.title = label;
    },
  };
}
