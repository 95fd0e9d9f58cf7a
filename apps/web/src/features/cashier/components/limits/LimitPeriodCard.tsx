import { currencyExponent, currencySymbol } from '@vauhti/money';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { TextField } from '../../../../components/Field';
import { localeOf } from '../../../../lib/i18n/format';
import { useSiteLanguage } from '../../../../lib/i18n/site-language';
import { type LimitPeriod, type PeriodLimit, parseLimitInput } from '../../rules/limits-change';
import styles from './DepositLimits.module.css';
import { useCashierFormat } from './use-cashier-amount';

export type LimitPeriodCardProps = {
  period: LimitPeriod;
  limit: PeriodLimit;
  currency: string;
  /** Asks for the period's new limit (null removes it). */
  onChange: (period: LimitPeriod, next: number | null) => void;
  busy: boolean;
  /** The message of the last change made here, announced politely. */
  message: string | null;
  /** The error the platform named this period with, shown under the field. */
  fieldError: string | null;
  /** A problem with the change that is not about the amount (offline, the session ended). */
  error: string | null;
  /** Takes the focus when shown (the monthly limit's own page). */
  autoFocus?: boolean;
};

/** The decimal separator of a language's number format: how its players type 50,50 or 50.50. */
function decimalSeparatorOf(locale: string): '.' | ',' {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((entry) => entry.type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}

/** One period: the limit in force, a change waiting its 24 hours (with a way to keep the current limit), and the form to change it. */
export function LimitPeriodCard(props: LimitPeriodCardProps) {
  const { period, limit, currency, onChange, busy } = props;
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const format = useCashierFormat();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const fieldName = t(`cashierLimitsComp.periods.${period}`);

  // A layout effect runs before the dialog's own focus handling, which then leaves the focus here.
  useLayoutEffect(() => {
    if (props.autoFocus) input.current?.focus();
  }, [props.autoFocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLimitInput(text, currency, decimalSeparatorOf(localeOf(language)));
    if (!parsed.ok) {
      setInputError(
        t(`cashierLimitsComp.errors.${parsed.error}`, { field: fieldName, decimals: currencyExponent(currency) }),
      );
      input.current?.focus();
      return;
    }
    setInputError(null);
    setText('');
    onChange(period, parsed.valueMinor);
  };

  const current = limit.valueMinor === null ? null : format.amount(limit.valueMinor, currency);
  const pendingRemoval = limit.pending !== null && limit.pending.valueMinor === null;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          {t(`cashierLimitsComp.periods.${period}`)}
        </h3>
        <p className={styles.window}>{t(`cashierLimitsComp.windows.${period}`)}</p>
      </header>
      <p className={styles.current}>
        <span className={styles.currentLabel}>{t('cashierLimitsComp.current')}</span>
        <strong className={styles.currentValue}>{current ?? t('cashierLimitsComp.noLimit')}</strong>
      </p>
      {limit.pending && (
        <div className={styles.pending}>
          <p>
            {limit.pending.valueMinor === null
              ? t('cashierLimitsComp.pendingRemoval', { date: format.moment(limit.pending.effectiveAt) })
              : t('cashierLimitsComp.pendingChange', {
                  amount: format.amount(limit.pending.valueMinor, currency),
                  date: format.moment(limit.pending.effectiveAt),
                })}
          </p>
          {limit.valueMinor !== null && (
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => onChange(period, limit.valueMinor)}>
              {t('cashierLimitsComp.withdrawPending', { amount: current })}
            </Button>
          )}
        </div>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          ref={input}
          label={t('cashierLimitsComp.newLimit', { currency: currencySymbol(currency) })}
          hint={t('cashierLimitsComp.newLimitHint')}
          error={inputError ?? props.fieldError ?? undefined}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" busy={busy} disabled={busy}>
            {t('cashierLimitsComp.set')}
          </Button>
          {limit.valueMinor !== null && !pendingRemoval && (
            <Button variant="ghost" disabled={busy} onClick={() => onChange(period, null)}>
              {t('cashierLimitsComp.remove')}
            </Button>
          )}
        </div>
      </form>
      {props.error && (
        <p className={styles.error} role="alert">
          {props.error}
        </p>
      )}
      <p className={styles.message} role="status">
        {props.message}
      </p>
    </section>
  );
}
