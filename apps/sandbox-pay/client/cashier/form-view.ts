import type { MethodView } from '../../src/payments/cashier-facade';
import { h } from '../shared/dom';
import { type FeeBreakdown, inputFromAmount } from './amounts';
import type { FormState } from './app';
import { fieldLabel } from './i18n';
import { visibleFields } from './validation';
import { feeSummary, labelledField, methodField, methodHeader, money, type ViewContext } from './views';

export type FormViewOptions = {
  view: ViewContext;
  method: MethodView;
  form: FormState;
  canChangeMethod: boolean;
  withdrawable: number;
  quickAmounts: number[];
  bounds: { minMinor: number; maxMinor: number | null };
  /** The fee lines for the amount typed now; null while the amount is not valid. */
  breakdown: () => FeeBreakdown | null;
  onAmountChange: () => void;
  onChangeMethod: () => void;
  onInstrumentChange: () => void;
  onSubmit: () => void;
  busy: boolean;
};

/**
 * The payment form of one method: saved accounts, the method's fields, the amount with quick
 * amounts and the fee lines, the bonus code (deposits) and the pay button. Typing updates the fee
 * lines and the button in place, so the input keeps focus.
 */
export function renderForm(options: FormViewOptions): HTMLElement {
  const { view, method, form } = options;
  const { t } = view;
  const summarySlot = h('div', { class: 'summary-slot' });
  const submitButton = h('button', { type: 'submit', class: 'primary pay', disabled: options.busy });
  const refresh = () => {
    const breakdown = options.breakdown();
    summarySlot.replaceChildren(feeSummary(view, breakdown));
    const amount = breakdown ? money(view, breakdown.amount) : '';
    submitButton.textContent = options.busy
      ? t('submit.processing')
      : t(method.kind === 'deposit' ? 'submit.deposit' : 'submit.withdrawal', { amount }).trim();
  };

  const amountInput = h('input', {
    id: 'amount',
    name: 'amount',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    value: form.amountText,
    oninput: (event: Event) => {
      const target = event.target as HTMLInputElement;
      target.value = target.value.replace(/\D/g, '').slice(0, 12);
      form.amountText = target.value;
      refresh();
      options.onAmountChange();
    },
  });
  const quick = h(
    'div',
    { class: 'quick', role: 'group', 'aria-label': t('amount.quick') },
    ...options.quickAmounts.map((amount) =>
      h(
        'button',
        {
          type: 'button',
          class: 'chip',
          'aria-pressed': form.amountText === inputFromAmount(amount, view.currency) ? 'true' : 'false',
          onclick: () => {
            form.amountText = inputFromAmount(amount, view.currency);
            amountInput.value = form.amountText;
            for (const chip of quick.querySelectorAll('button')) chip.setAttribute('aria-pressed', 'false');
            quick.querySelector(`[data-amount="${amount}"]`)?.setAttribute('aria-pressed', 'true');
            refresh();
            options.onAmountChange();
          },
          'data-amount': amount,
        },
        money(view, amount),
      ),
    ),
  );
  const hint =
    options.bounds.maxMinor === null
      ? t('amount.hintNoMax', { min: money(view, options.bounds.minMinor) })
      : t('amount.hint', { min: money(view, options.bounds.minMinor), max: money(view, options.bounds.maxMinor) });

  const problems = new Map(form.problems.map((problem) => [problem.field, problem.key]));
  const fields = visibleFields(method, form.instrumentId !== null).map((field) => {
    const key = problems.get(field.name);
    const error = key ? t(key, { field: fieldLabel(t, field.labelKey, field.name) }) : null;
    return methodField(view, field, form.values[field.name] ?? '', error, (value) => {
      form.values[field.name] = value;
    });
  });

  const element = h(
    'form',
    {
      class: 'pay-form',
      novalidate: true,
      'aria-labelledby': 'form-title',
      onsubmit: (event: Event) => {
        event.preventDefault();
        options.onSubmit();
      },
    },
    methodHeader(view, method, options.canChangeMethod, options.onChangeMethod),
    savedAccounts(options),
    form.instrumentId !== null && fields.length > 0 ? h('p', { class: 'hint' }, t('saved.cvvAgain')) : null,
    ...fields,
    labelledField('amount', t('amount.label', { currency: view.currency }), amountInput, form.amountError, hint),
    options.quickAmounts.length > 0 ? quick : null,
    summarySlot,
    form.instrumentId === null && method.fields.length > 0 && method.kind === 'deposit'
      ? h(
          'label',
          { class: 'check' },
          h('input', {
            type: 'checkbox',
            name: 'storeInstrument',
            checked: form.storeInstrument,
            onchange: (event: Event) => {
              form.storeInstrument = (event.target as HTMLInputElement).checked;
            },
          }),
          t('store.label'),
        )
      : null,
    method.kind === 'deposit' ? bonusField(options) : null,
    h('p', { class: 'form-error', role: 'alert', hidden: true }),
    submitButton,
  );
  refresh();
  return element;
}

function savedAccounts(options: FormViewOptions): HTMLElement | null {
  const { view, method, form } = options;
  if (method.instruments.length === 0) return null;
  const choose = (instrumentId: string | null) => {
    form.instrumentId = instrumentId;
    form.values = {};
    form.problems = [];
    options.onInstrumentChange();
  };
  const radio = (value: string | null, label: string) =>
    h(
      'label',
      { class: 'account' },
      h('input', {
        type: 'radio',
        name: 'instrument',
        value: value ?? 'new',
        checked: form.instrumentId === value,
        onchange: () => choose(value),
      }),
      h('span', {}, label),
    );
  return h(
    'fieldset',
    { class: 'accounts' },
    h('legend', {}, view.t('saved.title')),
    ...method.instruments.map((instrument) =>
      radio(
        instrument.instrumentId,
        instrument.expiry
          ? `${instrument.maskedAccount} · ${view.t('saved.expires', { expiry: instrument.expiry })}`
          : instrument.maskedAccount,
      ),
    ),
    radio(null, view.t('saved.new')),
  );
}

function bonusField(options: FormViewOptions): HTMLElement {
  const { view, form } = options;
  const input = h('input', {
    id: 'bonus-code',
    name: 'bonusCode',
    type: 'text',
    autocomplete: 'off',
    maxlength: 40,
    value: form.bonusCode,
    oninput: (event: Event) => {
      form.bonusCode = (event.target as HTMLInputElement).value;
    },
  });
  return labelledField('bonus-code', view.t('bonus.label'), input, null);
}
