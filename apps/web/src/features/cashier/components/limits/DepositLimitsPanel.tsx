import type { DepositLimitsView } from '@vauhti/contracts/cashier';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../../components/Button';
import { Spinner } from '../../../../components/Spinner';
import { ApiError } from '../../../../lib/api/client';
import { errorText } from '../../../../lib/api/error-text';
import { useSiteLanguage } from '../../../../lib/i18n/site-language';
import { useDepositLimits, useSetDepositLimits } from '../../api/deposit-limits';
import {
  classifyLimitChange,
  type LimitChange,
  type LimitPeriod,
  limitBodyValue,
  limitsOf,
} from '../../rules/limits-change';
import { depositReturnUrl } from '../../rules/limits-links';
import styles from './DepositLimits.module.css';
import { LimitPeriodCard } from './LimitPeriodCard';
import { Notice } from './Notice';
import { useCashierFormat } from './use-cashier-amount';

type PeriodFeedback = { message: string | null; fieldError: string | null; error: string | null };
const NO_FEEDBACK: PeriodFeedback = { message: null, fieldError: null, error: null };

type DepositLimitsPanelProps = {
  periods: readonly LimitPeriod[];
  /** from=deposit: after a saved change the player goes back to the deposit modal. */
  fromDeposit: boolean;
  /** The period whose field takes the focus (the monthly limit's own page). */
  focusPeriod?: LimitPeriod;
};

/**
 * The player's deposit limits (GET and PUT /cashier/deposit-limits): each period's limit with the
 * change waiting its time, and a change at a time. What a change did is said in words: a lower
 * limit applies at once, a higher one or a removal names the moment it takes effect.
 */
export function DepositLimitsPanel({ periods, fromDeposit, focusPeriod }: DepositLimitsPanelProps) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const format = useCashierFormat();
  const limits = useDepositLimits();
  const save = useSetDepositLimits();
  const [feedback, setFeedback] = useState<Partial<Record<LimitPeriod, PeriodFeedback>>>({});
  const [savingPeriod, setSavingPeriod] = useState<LimitPeriod | null>(null);

  if (limits.isPending) return <Spinner label={t('common.loading')} />;
  if (limits.isError) {
    return (
      <Notice tone="error">
        <p>{t('cashierLimitsComp.loadError')}</p>
        <p>{errorText(t, limits.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => limits.refetch()}>
          {t('cashierLimitsComp.retry')}
        </Button>
      </Notice>
    );
  }
  const view = limits.data;
  const byPeriod = limitsOf(view);

  /** The sentence that says what a saved change did, from the platform's answer. */
  const savedMessage = (period: LimitPeriod, change: LimitChange, answer: DepositLimitsView) => {
    const saved = limitsOf(answer)[period];
    const amountOf = (minor: number | null) => (minor === null ? '' : format.amount(minor, answer.currency));
    return t(`cashierLimitsComp.saved.${change}`, {
      period: t(`cashierLimitsComp.periodNames.${period}`),
      amount: amountOf(saved.pending?.valueMinor ?? saved.valueMinor),
      current: saved.valueMinor === null ? t('cashierLimitsComp.noLimit') : amountOf(saved.valueMinor),
      date: saved.pending ? format.moment(saved.pending.effectiveAt) : '',
    });
  };

  const change = (period: LimitPeriod, next: number | null) => {
    const kind = classifyLimitChange(byPeriod[period], next);
    if (kind === 'unchanged') {
      const amount = next === null ? t('cashierLimitsComp.noLimit') : format.amount(next, view.currency);
      const message = t('cashierLimitsComp.saved.unchanged', {
        period: t(`cashierLimitsComp.periodNames.${period}`),
        amount,
      });
      setFeedback((all) => ({ ...all, [period]: { ...NO_FEEDBACK, message } }));
      return;
    }
    setSavingPeriod(period);
    setFeedback((all) => ({ ...all, [period]: NO_FEEDBACK }));
    save.mutate(
      { [period]: limitBodyValue(next, view.currency) },
      {
        onSuccess: (answer) => {
          setFeedback((all) => ({ ...all, [period]: { ...NO_FEEDBACK, message: savedMessage(period, kind, answer) } }));
          if (fromDeposit) navigate(depositReturnUrl(language, location.state), { replace: true });
        },
        onError: (error) => {
          const aboutAmount = error instanceof ApiError && error.field === period;
          const text = aboutAmount
            ? t('cashierLimitsComp.errors.invalid', { field: t(`cashierLimitsComp.periods.${period}`) })
            : errorText(t, error);
          setFeedback((all) => ({
            ...all,
            [period]: { ...NO_FEEDBACK, fieldError: aboutAmount ? text : null, error: aboutAmount ? null : text },
          }));
        },
        onSettled: () => setSavingPeriod(null),
      },
    );
  };

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t('cashierLimitsComp.intro')}</p>
      <div className={styles.cards}>
        {periods.map((period) => {
          const own = feedback[period] ?? NO_FEEDBACK;
          return (
            <LimitPeriodCard
              key={period}
              period={period}
              limit={byPeriod[period]}
              currency={view.currency}
              onChange={change}
              busy={savingPeriod === period}
              message={own.message}
              fieldError={own.fieldError}
              error={own.error}
              autoFocus={focusPeriod === period}
            />
          );
        })}
      </div>
    </div>
  );
}
