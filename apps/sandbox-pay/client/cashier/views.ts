import type { FormField, MethodView, TransactionView } from '../../src/payments/cashier-facade';
import { type Child, h } from '../shared/dom';
import { intlLocaleOf } from '../shared/language';
import { type FeeBreakdown, formatMoney } from './amounts';
import { fieldLabel, humanise, isTextKey, methodName, type Translate } from './i18n';
import { methodLogos } from './logos';
import type { Section } from './screens';
import { formatCardNumberInput } from './validation';

/*
 * The cashier's screens as DOM. Views only build elements and call the handlers they are given;
 * app.ts owns the state. Every control has a visible label or an aria-label, so the browser tests
 * find them by role and name.
 */

export type ViewContext = { t: Translate; locale: string; currency: string; country: string };

export function money(context: ViewContext, amountMinor: number, currency = context.currency): string {
  return formatMoney(amountMinor, currency, context.locale, context.country);
}

export function sectionTabs(context: ViewContext, current: Section, onSelect: (section: Section) => void) {
  const sections: { section: Section; label: string }[] = [
    { section: 'deposit', label: context.t('nav.deposit') },
    { section: 'withdrawal', label: context.t('nav.withdrawal') },
    { section: 'pending', label: context.t('nav.pending') },
    { section: 'history', label: context.t('nav.history') },
  ];
  return h(
    'nav',
    { class: 'tabs', 'aria-label': context.t('nav.label') },
    ...sections.map(({ section, label }) =>
      h(
        'button',
        {
          type: 'button',
          class: 'tab',
          'aria-current': section === current ? 'page' : false,
          onclick: () => onSelect(section),
        },
        label,
      ),
    ),
  );
}

export function methodList(
  context: ViewContext,
  methods: readonly MethodView[],
  lastUsed: string | null,
  onChoose: (method: MethodView) => void,
) {
  if (methods.length === 0) return h('p', { class: 'empty' }, context.t('methods.empty'));
  return h(
    'section',
    { 'aria-labelledby': 'methods-title' },
    h('h2', { id: 'methods-title', tabindex: -1 }, context.t('methods.title')),
    h(
      'ul',
      { class: 'methods' },
      ...methods.map((method) =>
        h(
          'li',
          {},
          h(
            'button',
            { type: 'button', class: 'method', onclick: () => onChoose(method) },
            h('span', { class: 'logos' }, ...methodLogos(method.icons, method.method)),
            h('span', { class: 'method-name' }, methodName(context.t, method.displayName)),
            method.method === lastUsed ? h('span', { class: 'badge' }, context.t('methods.lastUsed')) : null,
            h('span', { class: 'chevron', 'aria-hidden': 'true' }, '›'),
          ),
        ),
      ),
    ),
  );
}

export function methodHeader(context: ViewContext, method: MethodView, canChange: boolean, onChange: () => void) {
  return h(
    'div',
    { class: 'method-header' },
    h('span', { class: 'logos' }, ...methodLogos(method.icons, method.method)),
    h('h2', { id: 'form-title', tabindex: -1 }, methodName(context.t, method.displayName)),
    canChange ? h('button', { type: 'button', class: 'link', onclick: onChange }, context.t('methods.change')) : null,
  );
}

/** A labelled input with its error line; the error is tied to the input for screen readers. */
export function labelledField(id: string, label: string, control: HTMLElement, error: string | null, hint?: string) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  if (describedBy) control.setAttribute('aria-describedby', describedBy);
  if (error) control.setAttribute('aria-invalid', 'true');
  return h(
    'div',
    { class: error ? 'field has-error' : 'field' },
    h('label', { for: id }, label),
    control,
    hint ? h('p', { class: 'hint', id: `${id}-hint` }, hint) : null,
    h('p', { class: 'error', id: `${id}-error`, hidden: !error }, error ?? ''),
  );
}

const AUTOCOMPLETE: Partial<Record<FormField['type'], string>> = {
  'card-number': 'cc-number',
  'expiry-month': 'cc-exp-month',
  'expiry-year': 'cc-exp-year',
  cvv: 'cc-csc',
  email: 'email',
  tel: 'tel',
};

export function methodField(
  context: ViewContext,
  field: FormField,
  value: string,
  error: string | null,
  onInput: (value: string) => void,
) {
  const id = `field-${field.name}`;
  const label = fieldLabel(context.t, field.labelKey, field.name);
  const common = {
    id,
    name: field.name,
    required: field.required,
    autocomplete: field.autocomplete ?? AUTOCOMPLETE[field.type],
  };
  if (field.type === 'select') {
    const select = h(
      'select',
      { ...common, onchange: (event: Event) => onInput((event.target as HTMLSelectElement).value) },
      h('option', { value: '' }, context.t('field.choose')),
      ...(field.options ?? []).map((option) =>
        h('option', { value: option.value, selected: option.value === value }, optionLabel(context.t, option.labelKey)),
      ),
    );
    return labelledField(id, label, select, error);
  }
  const input = h('input', {
    ...common,
    type: inputType(field.type),
    inputmode: numericTypes.has(field.type) ? 'numeric' : false,
    maxlength: MAX_LENGTHS[field.type] ?? false,
    placeholder: PLACEHOLDERS[field.type] ?? false,
    spellcheck: 'false',
    value: field.type === 'card-number' ? formatCardNumberInput(value) : value,
    oninput: (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (field.type === 'card-number') target.value = formatCardNumberInput(target.value);
      onInput(target.value);
    },
  });
  return labelledField(id, label, input, error);
}

const numericTypes = new Set<FormField['type']>(['card-number', 'expiry-month', 'expiry-year', 'cvv']);
const MAX_LENGTHS: Partial<Record<FormField['type'], number>> = {
  'card-number': 23,
  'expiry-month': 2,
  'expiry-year': 4,
  cvv: 4,
};
const PLACEHOLDERS: Partial<Record<FormField['type'], string>> = {
  'card-number': '1234 5678 9012 3456',
  'expiry-month': 'MM',
  'expiry-year': 'YY',
  cvv: '123',
};

function inputType(type: FormField['type']): string {
  if (type === 'email' || type === 'tel' || type === 'password') return type;
  return type === 'cvv' ? 'password' : 'text';
}

/** Banks are named as they name themselves, in every language. */
const BANK_NAMES: Record<string, string> = {
  abnamro: 'ABN AMRO',
  asn: 'ASN Bank',
  bunq: 'bunq',
  ing: 'ING',
  rabobank: 'Rabobank',
  sns: 'SNS',
  regiobank: 'RegioBank',
  triodos: 'Triodos Bank',
  knab: 'Knab',
};

export function optionLabel(t: Translate, labelKey: string): string {
  if (isTextKey(labelKey)) return t(labelKey);
  const last = labelKey.split('.').pop() ?? labelKey;
  const bank = labelKey.startsWith('bank.') ? BANK_NAMES[last.toLowerCase()] : undefined;
  if (bank) return bank;
  return labelKey.includes('.') ? humanise(last) : labelKey;
}

export function feeSummary(context: ViewContext, breakdown: FeeBreakdown | null) {
  if (!breakdown) return h('dl', { class: 'summary', hidden: true });
  const { t } = context;
  return h(
    'dl',
    { class: 'summary' },
    h('div', {}, h('dt', {}, t('fee.amount')), h('dd', {}, money(context, breakdown.amount))),
    h(
      'div',
      {},
      h('dt', {}, t('fee.fee')),
      h('dd', {}, breakdown.fee === 0 ? t('fee.free') : money(context, breakdown.fee)),
    ),
    h(
      'div',
      { class: 'bottom-line' },
      h('dt', {}, breakdown.bottomLineKind === 'total' ? t('fee.total') : t('fee.receive')),
      h('dd', {}, money(context, breakdown.bottomLine)),
    ),
  );
}

export function receiptView(
  context: ViewContext,
  transaction: TransactionView,
  methodName: string,
  actions: { onAgain: () => void; onCancel: (() => void) | null },
) {
  const { t } = context;
  const title =
    transaction.state === 'SUCCESSFUL'
      ? t(transaction.kind === 'deposit' ? 'receipt.SUCCESSFUL.deposit' : 'receipt.SUCCESSFUL.withdrawal')
      : t(`receipt.${transaction.state}`);
  const rows: [string, Child][] = [
    [t('receipt.amount'), money(context, transaction.amount, transaction.currency)],
    [t('receipt.fee'), transaction.fee === 0 ? t('fee.free') : money(context, transaction.fee, transaction.currency)],
    [t('receipt.method'), methodName],
    [t('receipt.txId'), transaction.txId],
  ];
  if (transaction.maskedAccount) rows.splice(3, 0, [t('receipt.account'), transaction.maskedAccount]);
  if (transaction.error)
    rows.push([t('receipt.reason'), errorText(t, transaction.error.code, transaction.error.message)]);
  return h(
    'section',
    { class: `receipt state-${transaction.state.toLowerCase()}`, 'aria-labelledby': 'receipt-title' },
    h('div', { class: 'receipt-icon', 'aria-hidden': 'true' }, RECEIPT_ICONS[transaction.state]),
    h('h2', { id: 'receipt-title', tabindex: -1 }, title),
    transaction.state === 'WAITING_APPROVAL' ? h('p', {}, t('receipt.pendingText')) : null,
    h('dl', { class: 'summary' }, ...rows.map(([term, value]) => h('div', {}, h('dt', {}, term), h('dd', {}, value)))),
    h(
      'div',
      { class: 'actions' },
      actions.onCancel
        ? h('button', { type: 'button', class: 'secondary', onclick: actions.onCancel }, t('pending.cancel'))
        : null,
      h('button', { type: 'button', class: 'primary', onclick: actions.onAgain }, t('receipt.again')),
    ),
  );
}

const RECEIPT_ICONS: Record<TransactionView['state'], string> = {
  SUCCESSFUL: '✓',
  FAILED: '!',
  CANCELLED: '×',
  WAITING_APPROVAL: '…',
  WAITING_INPUT: '…',
};

/** A translated message for an error code, else the server's sentence, else a generic one. */
export function errorText(t: Translate, code: string, message: string | undefined): string {
  const key = `error.${code}`;
  if (isTextKey(key)) return t(key);
  return message && message.length > 0 ? message : t('error.generic');
}

export function pendingList(
  context: ViewContext,
  transactions: readonly TransactionView[],
  onCancel: (transaction: TransactionView) => void,
) {
  const { t } = context;
  return h(
    'section',
    { 'aria-labelledby': 'pending-title' },
    h('h2', { id: 'pending-title', tabindex: -1 }, t('pending.title')),
    transactions.length === 0
      ? h('p', { class: 'empty' }, t('pending.empty'))
      : h(
          'ul',
          { class: 'rows' },
          ...transactions.map((transaction) => {
            const amount = money(context, transaction.amount, transaction.currency);
            return h(
              'li',
              { class: 'row' },
              h('span', { class: 'logos' }, ...methodLogos([], transaction.method)),
              h(
                'span',
                { class: 'row-main' },
                h('strong', {}, amount),
                h('span', { class: 'muted' }, dateText(context, transaction.createdAt)),
              ),
              h(
                'button',
                {
                  type: 'button',
                  class: 'secondary',
                  'aria-label': t('pending.cancelLabel', { amount, txId: transaction.txId }),
                  onclick: () => onCancel(transaction),
                },
                t('pending.cancel'),
              ),
            );
          }),
        ),
  );
}

export function historyTable(context: ViewContext, transactions: readonly TransactionView[]) {
  const { t } = context;
  return h(
    'section',
    { 'aria-labelledby': 'history-title' },
    h('h2', { id: 'history-title', tabindex: -1 }, t('history.title')),
    transactions.length === 0
      ? h('p', { class: 'empty' }, t('history.empty'))
      : h(
          'table',
          { class: 'history' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('th', { scope: 'col' }, t('history.date')),
              h('th', { scope: 'col' }, t('history.type')),
              h('th', { scope: 'col', class: 'number' }, t('history.amount')),
              h('th', { scope: 'col' }, t('history.status')),
            ),
          ),
          h(
            'tbody',
            {},
            ...transactions.map((transaction) =>
              h(
                'tr',
                {},
                h('td', {}, dateText(context, transaction.createdAt)),
                h('td', {}, `${t(`kind.${transaction.kind}`)} · ${transaction.method}`),
                h('td', { class: 'number' }, money(context, transaction.amount, transaction.currency)),
                h(
                  'td',
                  {},
                  h(
                    'span',
                    { class: `pill state-${transaction.state.toLowerCase()}` },
                    t(`state.${transaction.state}`),
                  ),
                ),
              ),
            ),
          ),
        ),
  );
}

function dateText(context: ViewContext, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocaleOf(context.locale), { dateStyle: 'short', timeStyle: 'short' }).format(date);
}
