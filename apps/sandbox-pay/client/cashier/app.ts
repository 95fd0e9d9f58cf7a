import type { MethodView, TransactionKind, TransactionView } from '../../src/payments/cashier-facade';
import { h, watchHeight } from '../shared/dom';
import { intlLocaleOf } from '../shared/language';
import { createParentPoster, type PostedMessage } from '../shared/messages';
import { applyTheme, withThemeQuery } from '../shared/theme';
import { amountBounds, amountFromInput, checkAmount, feeBreakdown, inputFromAmount, quickAmounts } from './amounts';
import type { BootUser, CashierApi } from './api';
import { renderForm } from './form-view';
import { methodName, type Translate, translator } from './i18n';
import { type LaunchQuery, returnQueryOf } from './launch-query';
import { outcomeMessage, outgoing, readIncoming, repeatBootRequests, updateOf } from './protocol';
import { closePopup, openBlankPopup, showInPopup, showInSameWindow, takePendingTransaction } from './provider-window';
import {
  defaultInstrument,
  frameHeightStyle,
  isSettledForPage,
  lastUsedMethod,
  POLL_ATTEMPTS_MAX,
  pollDelayMs,
  type Screen,
  type Section,
  screenAfterMethods,
  screenForTransaction,
  sortMethods,
} from './screens';
import { type FieldProblem, normaliseFieldValue, validateFields, visibleFields } from './validation';
import {
  errorText,
  historyTable,
  methodList,
  money,
  pendingList,
  receiptView,
  sectionTabs,
  type ViewContext,
} from './views';

/** The locales the provider accepts with a transaction (fi_FI, sv-SE, de). */
const LOCALE_PATTERN = /^[a-z]{2}([_-][A-Za-z]{2})?$/;

/** The merchant's SET_CSS accumulates (min-height, then its own theme); a runaway sender is capped. */
const HOST_CSS_LENGTH_MAX = 200_000;

/** What the form holds while the player fills it in. */
export type FormState = {
  amountText: string;
  instrumentId: string | null;
  values: Record<string, string>;
  storeInstrument: boolean;
  bonusCode: string;
  problems: FieldProblem[];
  amountError: string | null;
};

type State = {
  section: Section;
  screen: Screen;
  user: BootUser | null;
  methods: MethodView[];
  method: MethodView | null;
  form: FormState;
  transaction: TransactionView | null;
  list: TransactionView[];
  busy: boolean;
  failure: string | null;
  popupBlocked: boolean;
};

export type CashierEnvironment = {
  root: HTMLElement;
  query: LaunchQuery;
  api: CashierApi;
  /** The merchant page, or null when the cashier was opened on its own. */
  parent: Window | null;
};

function emptyForm(): FormState {
  return {
    amountText: '',
    instrumentId: null,
    values: {},
    storeInstrument: false,
    bonusCode: '',
    problems: [],
    amountError: null,
  };
}

/** The hosted cashier: boots through the merchant page, then runs deposits, withdrawals and the lists. */
export function startCashier(environment: CashierEnvironment): CashierController {
  const controller = new CashierController(environment);
  controller.start(environment.parent !== null);
  return controller;
}

/**
 * The cashier's state and flow. Views (views.ts, form-view.ts) build the screens from it; the
 * protocol module (protocol.ts) says what goes to and comes from the merchant page.
 */
export class CashierController {
  private readonly root: HTMLElement;
  private readonly query: LaunchQuery;
  private readonly api: CashierApi;
  readonly post: (message: PostedMessage) => void;
  private t: Translate;
  private readonly state: State;
  private popup: Window | null = null;
  private stopBootRequests = () => {};
  /** Bumped to stop an older polling loop when a newer one starts or a result arrived another way. */
  private pollGeneration = 0;
  private paused = false;
  private booted = false;
  private readonly hostStyle = h('style', {});
  private readonly status = h('p', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' });
  private readonly pauseNotice = h('div', { class: 'pause-notice', hidden: true, role: 'status' });
  // PaymentIQ's cashier root is #app-container.auto-height: the bootstrapper's containerMinHeight
  // option sends CSS for exactly that selector.
  private readonly main = h('main', { id: 'app-container', class: 'cashier auto-height' });

  constructor(environment: CashierEnvironment) {
    this.root = environment.root;
    this.query = environment.query;
    this.api = environment.api;
    this.post = createParentPoster(environment.parent, environment.query.hostOrigin);
    this.t = translator(this.query.locale);
    this.state = {
      section: this.query.kind,
      screen: 'connecting',
      user: null,
      methods: [],
      method: null,
      form: emptyForm(),
      transaction: null,
      list: [],
      busy: false,
      failure: null,
      popupBlocked: false,
    };
  }

  /** Shows the page and waits for the merchant page's CASHIER_BOOT (or boots at once on its own). */
  start(framed: boolean) {
    document.head.append(this.hostStyle);
    applyTheme(document.documentElement, this.query.theme, this.query.themeMode);
    document.documentElement.lang = intlLocaleOf(this.query.locale);
    this.root.replaceChildren(this.main, this.pauseNotice, this.status);
    window.addEventListener('message', (event) => this.onMessage(event));
    document.addEventListener('visibilitychange', () =>
      this.post(document.hidden ? outgoing.hidden() : outgoing.visible()),
    );
    watchHeight(this.root, (height) => this.post(outgoing.setHeight(height)));
    this.render();
    if (framed && this.query.hostOrigin) {
      this.stopBootRequests = repeatBootRequests(this.post, () => {
        if (!this.booted) this.fail('BOOT_TIMEOUT');
      });
    } else {
      // Opened on its own (a developer's tab): there is no merchant page to wait for.
      this.booted = true;
      void this.boot();
    }
  }

  private context(): ViewContext {
    return {
      t: this.t,
      locale: this.query.locale ?? this.state.user?.locale ?? 'en_GB',
      currency: this.state.user?.currency ?? 'EUR',
      country: this.state.user?.country ?? '',
    };
  }

  private announce(text: string) {
    this.status.textContent = text;
  }

  private async withLoading<T>(work: () => Promise<T>): Promise<T> {
    this.state.busy = true;
    this.post(outgoing.isLoading());
    try {
      return await work();
    } finally {
      this.state.busy = false;
      this.post(outgoing.doneLoading());
    }
  }

  private go(screen: Screen) {
    const changed = screen !== this.state.screen;
    this.state.screen = screen;
    this.render();
    if (changed) {
      this.post(outgoing.routeChange(screen));
      this.main.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus({ preventScroll: true });
    }
  }

  private fail(code: string, message?: string) {
    this.state.failure = errorText(this.t, code, message);
    this.go('failure');
  }

  // --- this.boot -------------------------------------------------------------------------------------

  private async boot() {
    const result = await this.withLoading(() =>
      this.api.boot(this.query.merchantId, this.query.userId, this.query.sessionId),
    );
    if (!result.ok) return this.fail(result.code, result.message);
    this.state.user = result.data.user;
    if (!this.query.locale && this.state.user.locale) {
      this.t = translator(this.state.user.locale);
      document.documentElement.lang = intlLocaleOf(this.state.user.locale);
    }
    this.post(outgoing.visible());
    const resumeTxId = this.query.resumeTxId ?? takePendingTransaction();
    if (resumeTxId) return this.resume(resumeTxId);
    await this.openSection(this.state.section);
  }

  private async resume(txId: string) {
    const result = await this.withLoading(() => this.api.transaction(txId));
    if (!result.ok) return this.openSection(this.state.section);
    this.state.section = result.data.transaction.kind;
    // The receipt names the method; without the list it shows the method's key instead.
    await this.loadMethods(result.data.transaction.kind);
    this.track(result.data.transaction);
  }

  // --- sections ---------------------------------------------------------------------------------

  private async openSection(section: Section) {
    this.state.section = section;
    this.state.failure = null;
    if (section === 'pending' || section === 'history') return this.loadList(section);
    if (!(await this.loadMethods(section))) return;
    this.state.form = emptyForm();
    const next = screenAfterMethods(this.state.methods, this.query.method);
    if (next.method) this.chooseMethod(next.method, false);
    else this.go('methods');
  }

  /** Loads the methods of a kind; false (with the failure screen shown) when the server refused. */
  private async loadMethods(kind: TransactionKind): Promise<boolean> {
    const result = await this.withLoading(() => this.api.methods(kind));
    if (!result.ok) {
      this.fail(result.code, result.message);
      return false;
    }
    this.state.methods = sortMethods(result.data.methods);
    return true;
  }

  private async loadList(section: 'pending' | 'history') {
    const result = await this.withLoading(() =>
      section === 'pending' ? this.api.pendingWithdrawals() : this.api.history(20),
    );
    if (!result.ok) return this.fail(result.code, result.message);
    this.state.list = result.data.transactions;
    this.go(section);
  }

  private chooseMethod(methodKey: string, announceSelection = true) {
    const method = this.state.methods.find((candidate) => candidate.method === methodKey);
    if (!method) return;
    const previousAmount = this.state.form.amountText;
    this.state.method = method;
    this.state.form = {
      ...emptyForm(),
      amountText: previousAmount || this.initialAmountText(method),
      instrumentId: defaultInstrument(method),
      bonusCode: this.query.bonusCode ?? '',
    };
    if (announceSelection) this.post(outgoing.selectedMethod(method.method, method.kind));
    this.post(outgoing.enteredMethodPage(method.method, method.kind));
    this.go('form');
  }

  private initialAmountText(method: MethodView): string {
    const currency = this.state.user?.currency ?? 'EUR';
    if (this.query.amount !== null) return String(Math.floor(this.query.amount));
    const [first] = quickAmounts(method.kind, currency, method, this.state.user?.balance ?? 0);
    return first === undefined ? '' : inputFromAmount(first, currency);
  }

  // --- the form ---------------------------------------------------------------------------------

  private formAmount(): number | null {
    return amountFromInput(this.state.form.amountText, this.state.user?.currency ?? 'EUR');
  }

  private amountProblem(amount: number | null): string | null {
    const method = this.state.method;
    const currency = this.state.user?.currency ?? 'EUR';
    if (!method) return null;
    if (amount === null) return this.t('validation.amountRequired');
    const check = checkAmount(method.kind, amount, currency, method, this.state.user?.balance ?? 0);
    if (check.ok) return null;
    const bounds = {
      min: money(this.context(), check.minMinor),
      max: check.maxMinor === null ? '' : money(this.context(), check.maxMinor),
      currency,
    };
    return this.t(`validation.${check.code}`, bounds);
  }

  private async submit() {
    const method = this.state.method;
    const user = this.state.user;
    if (!method || !user || this.state.busy || this.paused) return;
    const amount = this.formAmount();
    const fields = visibleFields(method, this.state.form.instrumentId !== null);
    this.state.form.problems = validateFields(fields, this.state.form.values);
    this.state.form.amountError = this.amountProblem(amount);
    if (this.state.form.amountError || this.state.form.problems.length > 0 || amount === null) {
      const first = this.state.form.problems[0];
      this.post(
        outgoing.validationFailed(first?.field ?? 'amount', first?.key ?? 'AMOUNT', this.state.form.amountError ?? ''),
      );
      this.render();
      this.main.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const values: Record<string, string> = {};
    for (const field of fields)
      values[field.name] = normaliseFieldValue(field, this.state.form.values[field.name] ?? '');
    this.popup = method.redirectKind === 'popup' ? openBlankPopup() : null;
    this.showProcessing();
    this.post(outgoing.transactionInit(method.method, method.kind, amount, user.currency));
    const result = await this.withLoading(() =>
      this.api.start({
        kind: method.kind,
        method: method.method,
        amount,
        fields: values,
        instrumentId: this.state.form.instrumentId ?? undefined,
        storeInstrument: this.state.form.instrumentId === null ? this.state.form.storeInstrument : undefined,
        bonusCode:
          method.kind === 'deposit' && this.state.form.bonusCode.trim() ? this.state.form.bonusCode.trim() : undefined,
        locale: this.query.locale && LOCALE_PATTERN.test(this.query.locale) ? this.query.locale : undefined,
        returnQuery: returnQueryOf(window.location.search),
      }),
    );
    // Card data is not kept after it was sent.
    this.state.form.values = {};
    if (!result.ok) {
      closePopup(this.popup);
      this.popup = null;
      return this.rejectStart(result.code, result.message, result.field);
    }
    this.track(result.data.transaction);
  }

  /** The pay button shows that the payment is on its way and cannot be pressed twice. */
  private showProcessing() {
    const button = this.main.querySelector<HTMLButtonElement>('form button[type="submit"]');
    if (!button) return;
    button.disabled = true;
    button.textContent = this.t('submit.processing');
    this.announce(this.t('submit.processing'));
  }

  private rejectStart(code: string, message: string, field: string | undefined) {
    const text = errorText(this.t, code, message);
    this.post(outgoing.validationFailed(field ?? 'transaction', code, message));
    if (field === 'amount') this.state.form.amountError = text;
    else if (
      field &&
      this.state.method?.fields.some((candidate) => candidate.name === field.replace(/^fields\./, ''))
    ) {
      this.state.form.problems = [{ field: field.replace(/^fields\./, ''), key: 'validation.pattern' }];
    }
    this.announce(text);
    this.render();
    const banner = this.main.querySelector<HTMLElement>('.form-error');
    if (banner) {
      banner.textContent = text;
      banner.hidden = false;
    }
  }

  // --- a transaction in flight ------------------------------------------------------------------

  private track(transaction: TransactionView) {
    this.state.transaction = transaction;
    if (screenForTransaction(transaction) === 'provider') return this.showProvider(transaction);
    closePopup(this.popup);
    this.popup = null;
    if (!isSettledForPage(transaction)) {
      this.go('receipt');
      return this.poll(transaction.txId);
    }
    this.settle(transaction);
  }

  private showProvider(transaction: TransactionView) {
    const redirect = transaction.redirect;
    if (!redirect) return;
    const url = this.providerPageUrl(redirect.url);
    if (redirect.kind === 'window') {
      this.post(outgoing.newProviderWindow('window', redirect.url, transaction.txId));
      return showInSameWindow(transaction, url);
    }
    if (redirect.kind === 'popup') {
      this.popup = showInPopup(url, this.popup);
      this.state.popupBlocked = this.popup === null;
      this.post(outgoing.newProviderWindow('window', redirect.url, transaction.txId));
    } else {
      this.post(outgoing.newProviderWindow('iframe', redirect.url, transaction.txId));
    }
    this.go('provider');
    void this.poll(transaction.txId);
  }

  /** The provider's page wears the merchant's theme too (provider-pages README). */
  private providerPageUrl(address: string): string {
    return withThemeQuery(address, this.query.themeQuery);
  }

  private async poll(txId: string) {
    const generation = ++this.pollGeneration;
    for (let attempt = 0; attempt < POLL_ATTEMPTS_MAX; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, pollDelayMs(attempt)));
      if (generation !== this.pollGeneration) return;
      const result = await this.api.transaction(txId);
      if (generation !== this.pollGeneration) return;
      if (result.ok && isSettledForPage(result.data.transaction)) return this.settle(result.data.transaction);
      if (!result.ok && (result.code === 'TOKEN_EXPIRED' || result.code === 'TOKEN_INVALID')) {
        return this.fail('TOKEN_EXPIRED');
      }
    }
  }

  /** Checks at once, when a provider page says it is done, instead of waiting for the next this.poll. */
  private async checkNow(txId: string) {
    const result = await this.api.transaction(txId);
    if (result.ok && isSettledForPage(result.data.transaction)) {
      this.pollGeneration += 1;
      this.settle(result.data.transaction);
    }
  }

  private settle(transaction: TransactionView) {
    this.state.transaction = transaction;
    closePopup(this.popup);
    this.popup = null;
    const outcome = outcomeMessage(transaction);
    if (outcome) this.post(outcome);
    this.go('receipt');
    this.announce(this.main.querySelector('h2')?.textContent ?? '');
    void this.refreshBalance();
  }

  /** A transaction changed the balance: this.boot again (a fresh verifyuser) for the new one and a fresh token. */
  private async refreshBalance() {
    const result = await this.api.boot(this.query.merchantId, this.query.userId, this.query.sessionId);
    if (!result.ok) return;
    this.state.user = result.data.user;
    // Only the balance line changes, so focus stays where the player is.
    const line = this.main.querySelector('.balance');
    if (line) line.textContent = this.t('app.balance', { amount: money(this.context(), result.data.user.balance) });
  }

  private async cancelWithdrawal(transaction: TransactionView) {
    const result = await this.withLoading(() => this.api.cancelWithdrawal(transaction.txId));
    if (!result.ok) {
      this.announce(errorText(this.t, result.code, result.message));
      return;
    }
    this.post(outgoing.cancelledPendingWithdrawal(result.data.transaction));
    this.announce(
      this.t('pending.cancelled', { amount: money(this.context(), transaction.amount, transaction.currency) }),
    );
    void this.refreshBalance();
    if (this.state.screen !== 'receipt') return this.loadList('pending');
    this.state.transaction = result.data.transaction;
    this.render();
    this.main.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus({ preventScroll: true });
  }

  // --- rendering --------------------------------------------------------------------------------

  private render() {
    const view = this.context();
    const tabs =
      this.state.screen === 'connecting'
        ? null
        : sectionTabs(view, this.state.section, (section) => void this.openSection(section));
    this.main.replaceChildren(
      ...[this.header(view), tabs, this.body(view)].filter((node): node is HTMLElement => node !== null),
    );
  }

  private header(view: ViewContext) {
    return h(
      'header',
      { class: 'top' },
      h('h1', {}, this.t('app.title')),
      this.state.user
        ? h('p', { class: 'balance' }, this.t('app.balance', { amount: money(view, this.state.user.balance) }))
        : null,
    );
  }

  private body(view: ViewContext): HTMLElement {
    switch (this.state.screen) {
      case 'connecting':
        return h(
          'p',
          { class: 'loading' },
          h('span', { class: 'spinner', 'aria-hidden': 'true' }),
          this.t('app.connecting'),
        );
      case 'failure':
        return h(
          'div',
          { class: 'failure', role: 'alert' },
          h('h2', { tabindex: -1 }, this.state.failure ?? this.t('error.generic')),
        );
      case 'methods':
        return methodList(view, this.state.methods, lastUsedMethod(this.state.methods), (method) =>
          this.chooseMethod(method.method),
        );
      case 'form':
        return this.formBody(view);
      case 'provider':
        return this.providerBody(view);
      case 'receipt':
        return this.receiptBody(view);
      case 'pending':
        return pendingList(view, this.state.list, (transaction) => void this.cancelWithdrawal(transaction));
      case 'history':
        return historyTable(view, this.state.list);
    }
  }

  private formBody(view: ViewContext): HTMLElement {
    const method = this.state.method;
    if (!method || !this.state.user) return h('p', {}, this.t('app.loading'));
    return renderForm({
      view,
      method,
      form: this.state.form,
      canChangeMethod: this.state.methods.length > 1,
      withdrawable: this.state.user.balance,
      quickAmounts: quickAmounts(method.kind, this.state.user.currency, method, this.state.user.balance),
      bounds: amountBounds(method.kind, this.state.user.currency, method, this.state.user.balance),
      breakdown: () => {
        const amount = this.formAmount();
        if (amount === null || this.amountProblem(amount)) return null;
        return feeBreakdown(method.kind, amount, this.state.user?.currency ?? 'EUR', method);
      },
      onAmountChange: () => this.post(outgoing.amountChange(this.formAmount(), this.state.user?.currency ?? 'EUR')),
      onChangeMethod: () => this.go('methods'),
      onInstrumentChange: () => this.render(),
      onSubmit: () => void this.submit(),
      busy: this.state.busy,
    });
  }

  private providerBody(view: ViewContext): HTMLElement {
    const transaction = this.state.transaction;
    const redirect = transaction?.redirect;
    if (!transaction || !redirect) return h('p', {}, this.t('provider.waiting'));
    const content =
      redirect.kind === 'iframe'
        ? h('iframe', {
            class: 'provider-frame',
            src: this.providerPageUrl(redirect.url),
            title: this.t('provider.frame'),
            style: `height:${frameHeightStyle(redirect.height)}`,
            allow: 'payment',
          })
        : h(
            'div',
            { class: 'popup-note' },
            h('p', {}, this.state.popupBlocked ? this.t('provider.popupBlocked') : this.t('provider.popup')),
            h(
              'button',
              {
                type: 'button',
                class: 'primary',
                onclick: () => {
                  this.popup = showInPopup(this.providerPageUrl(redirect.url), null);
                  this.state.popupBlocked = this.popup === null;
                  this.render();
                },
              },
              this.t('provider.openWindow'),
            ),
          );
    return h(
      'section',
      { 'aria-labelledby': 'provider-title', class: 'provider' },
      h('h2', { id: 'provider-title', tabindex: -1 }, this.t('provider.title')),
      content,
      h('p', { class: 'muted' }, h('span', { class: 'spinner', 'aria-hidden': 'true' }), this.t('provider.waiting')),
      h('p', { class: 'muted' }, money(view, transaction.amount, transaction.currency)),
    );
  }

  private receiptBody(view: ViewContext): HTMLElement {
    const transaction = this.state.transaction;
    if (!transaction) return h('p', {}, this.t('app.loading'));
    const displayName = this.state.methods.find((method) => method.method === transaction.method)?.displayName;
    const name = displayName ? methodName(this.t, displayName) : transaction.method;
    const cancellable = transaction.kind === 'withdrawal' && transaction.state === 'WAITING_APPROVAL';
    return receiptView(view, transaction, name, {
      onAgain: () => {
        this.state.transaction = null;
        void this.openSection(transaction.kind);
      },
      onCancel: cancellable ? () => void this.cancelWithdrawal(transaction) : null,
    });
  }

  // --- the merchant page ------------------------------------------------------------------------

  private setPaused(value: boolean) {
    this.paused = value;
    this.main.toggleAttribute('inert', value);
    this.main.setAttribute('aria-hidden', value ? 'true' : 'false');
    this.pauseNotice.hidden = !value;
    this.pauseNotice.textContent = value ? this.t('app.paused') : '';
  }

  private onMessage(event: MessageEvent) {
    const command = readIncoming(event, { host: this.query.hostOrigin, own: window.location.origin });
    if (!command) return;
    switch (command.type) {
      case 'boot':
        if (this.booted) return;
        this.booted = true;
        this.stopBootRequests();
        this.post(outgoing.initLoad());
        void this.boot();
        return;
      case 'css':
        if ((this.hostStyle.textContent?.length ?? 0) + command.css.length <= HOST_CSS_LENGTH_MAX) {
          this.hostStyle.textContent += `\n${command.css}`;
        }
        return;
      case 'update':
        return this.applyUpdate(updateOf(command.data));
      case 'pause':
        return this.setPaused(true);
      case 'resume':
        return this.setPaused(false);
      case 'providerDone':
        if (this.state.transaction && (!command.txId || command.txId === this.state.transaction.txId)) {
          void this.checkNow(this.state.transaction.txId);
        }
        return;
    }
  }

  private applyUpdate(update: { amount?: number; method?: string }) {
    if (update.method && this.state.methods.some((method) => method.method === update.method))
      this.chooseMethod(update.method);
    if (update.amount !== undefined && this.state.screen === 'form') {
      this.state.form.amountText = String(Math.floor(update.amount));
      this.render();
    }
  }
}
