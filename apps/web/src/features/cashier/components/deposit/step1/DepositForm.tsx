import { zodResolver } from '@hookform/resolvers/zod';
import { depositAmountBounds, depositTotal, feeFor } from '@vauhti/money';
import { useCallback, useEffect, useMemo } from 'react';
import { type FieldError, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../../../components/Button';
import { SelectField, TextField } from '../../../../../components/Field';
import { SiteLink } from '../../../../../components/SiteLink';
import { errorText as apiErrorText } from '../../../../../lib/api/error-text';
import { enterMovesFocus } from '../../../../../lib/forms/enter-moves-focus';
import { formatCashierAmount } from '../../../../../lib/i18n/format';
import { useSiteLanguage } from '../../../../../lib/i18n/site-language';
import type { SentDeposit } from '../../../hooks/use-deposit-flow';
import { useDepositSubmit } from '../../../hooks/use-deposit-submit';
import { EMPTY_CARD_FORM, NEW_CARD, savedCardsOf } from '../../../rules/card-fields';
import { amountMinorOf, preselectedQuickAmount } from '../../../rules/deposit-amounts';
import type { StepOneNext } from '../../../rules/deposit-answer';
import {
  DEPOSIT_FORM_MESSAGES,
  type DepositFormValues,
  depositFormIssues,
  depositFormSchema,
} from '../../../rules/deposit-form';
import { type DepositMethod, isCardMethod, preselectedMethod } from '../../../rules/deposit-methods';
import { manageLimitsLink } from '../../../rules/limits-links';
import { AmountFields } from './AmountFields';
import { CardForm } from './CardForm';
import styles from './DepositForm.module.css';
import { FeeBreakdown } from './FeeBreakdown';
import { MethodFields } from './MethodFields';

export type DepositFormProps = {
  methods: DepositMethod[];
  /** The link's method, preselected when offered. */
  linkMethod: string | undefined;
  /** The amount the form opens with, in whole major units ('' for none yet). */
  initialAmount: string;
  initialBonusCode: string;
  quickAmounts: readonly number[];
  currency: string;
  countryCode: string;
  playMoneyMinimumMinor: number | null;
  /** Step 2 reported the bank's popup blocked: errors.popupblockermessage under the summary. */
  popupBlocked: boolean;
  onAnswer: (next: StepOneNext, sent: SentDeposit) => void;
};

/**
 * Step 1's form (spec part 1 sections 2 and 5): method, amount, bonus code, the method's own form,
 * the fee breakdown and 'Deposit using …'. The button is disabled until the whole form is valid
 * and again while the deposit call runs; an invalid submit marks every field.
 */
export function DepositForm(props: DepositFormProps) {
  const { methods, currency, countryCode, playMoneyMinimumMinor, quickAmounts } = props;
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const limitsLink = manageLimitsLink(language, useLocation());
  const today = useMemo(() => new Date(), []);
  const context = useMemo(
    () => ({ methods, currency, playMoneyMinimumMinor, today }),
    [methods, currency, playMoneyMinimumMinor, today],
  );
  const schema = useMemo(() => depositFormSchema(context), [context]);
  const firstMethod = methods.find((method) => method.key === preselectedMethod(methods, props.linkMethod));
  const form = useForm<DepositFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    shouldUnregister: true,
    defaultValues: {
      method: firstMethod?.key ?? '',
      amount: props.initialAmount,
      bonusCode: props.initialBonusCode,
      fields: {},
      card: { ...EMPTY_CARD_FORM, savedCard: (firstMethod && savedCardsOf(firstMethod)[0]?.instrumentId) ?? NEW_CARD },
    },
  });
  useQuickAmountWhenEmpty(form, quickAmounts);
  const values = useWatch({ control: form.control }) as DepositFormValues;
  // The schema's own rules, without running the schema on every render: the button follows them.
  const valid = depositFormIssues(values, context).length === 0;
  const method = methods.find((candidate) => candidate.key === values.method);
  const { submit, sending, error } = useDepositSubmit(methods, currency, props.onAnswer);
  const formatAmount = useCallback(
    (minor: number) => formatCashierAmount(minor, currency, language, countryCode),
    [currency, language, countryCode],
  );
  const bounds = depositAmountBounds(currency, method?.limits ?? null, { playMoneyMinimumMinor });
  const errorText = useCallback(
    (fieldError: FieldError | undefined) => {
      if (!fieldError?.message) return undefined;
      if (fieldError.message !== DEPOSIT_FORM_MESSAGES.amount) return t(fieldError.message);
      const min = formatAmount(bounds.minMinor);
      return bounds.maxMinor === null
        ? t('errors.depositAmountMin', { min })
        : t('errors.depositAmount', { min, max: formatAmount(bounds.maxMinor) });
    },
    [t, formatAmount, bounds.minMinor, bounds.maxMinor],
  );
  const { errors } = form.formState;

  // Step 1 is ready for the player once a method is chosen and an amount set (the quick amounts may
  // arrive after the form): `npm run bench:cashier` times a click on Deposit to this mark.
  const ready = method !== undefined && values.amount !== '';

  return (
    <form
      className={styles.form}
      onSubmit={form.handleSubmit(submit)}
      onKeyDown={enterMovesFocus}
      noValidate
      data-step1-ready={ready ? 'true' : undefined}
    >
      <SelectField
        label={t('depositComp.methods.label')}
        options={methods.map((entry) => ({ value: entry.key, label: entry.displayName }))}
        error={errorText(errors.method)}
        defaultValue={form.getValues('method')}
        {...form.register('method')}
      />
      <AmountFields
        form={form}
        quickAmounts={quickAmounts}
        currency={currency}
        formatAmount={formatAmount}
        bounds={bounds}
        error={errorText(errors.amount)}
      />
      <TextField
        label={t('depositComp.bonusCode')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errorText(errors.bonusCode)}
        {...form.register('bonusCode')}
      />
      {method &&
        (isCardMethod(method) ? (
          <CardForm key={method.key} form={form} savedCards={savedCardsOf(method)} errorText={errorText} />
        ) : (
          <MethodFields key={method.key} form={form} fields={method.fields} errorText={errorText} />
        ))}
      {method && <Summary method={method} amount={values.amount} currency={currency} formatAmount={formatAmount} />}
      {props.popupBlocked && (
        <p className={`${styles.notice} ${styles.alert}`} role="alert">
          {t('errors.popupblockermessage')}
        </p>
      )}
      {error !== null && (
        <p className={`${styles.notice} ${styles.alert}`} role="alert">
          {apiErrorText(t, error)}
        </p>
      )}
      <div className={styles.footer}>
        <Button type="submit" size="lg" fullWidth className={styles.pay} busy={sending} disabled={!valid || sending}>
          {t('depositComp.submit', { method: method?.displayName ?? '' })}
        </Button>
        <SiteLink className={styles.link} to={limitsLink.to} state={limitsLink.state}>
          {t('depositComp.manageLimits')}
        </SiteLink>
      </div>
    </form>
  );
}

/** The fee breakdown of a readable amount: the method's fee (@vauhti/money feeFor) and the total. */
function Summary(props: {
  method: DepositMethod;
  amount: string;
  currency: string;
  formatAmount: (minor: number) => string;
}) {
  const amountMinor = amountMinorOf(props.amount, props.currency);
  if (amountMinor === null || !Number.isSafeInteger(amountMinor)) return null;
  const feeMinor = feeFor(amountMinor, props.method.limits, props.currency, { piqGroup: props.method.piqGroup });
  return (
    <FeeBreakdown
      amountMinor={amountMinor}
      feeMinor={feeMinor}
      totalMinor={depositTotal(amountMinor, feeMinor)}
      formatAmount={props.formatAmount}
    />
  );
}

/**
 * The quick amounts may arrive after the form shows (it does not wait for them): the preselected
 * one fills the amount then, unless the player has typed one already.
 */
function useQuickAmountWhenEmpty(form: ReturnType<typeof useForm<DepositFormValues>>, quickAmounts: readonly number[]) {
  const preselected = preselectedQuickAmount(quickAmounts);
  useEffect(() => {
    if (preselected === null || form.getValues('amount') !== '' || form.getFieldState('amount').isDirty) return;
    form.setValue('amount', String(preselected));
  }, [form, preselected]);
}
