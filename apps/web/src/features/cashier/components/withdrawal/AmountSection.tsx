import { currencySymbol } from '@vauhti/money';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/Field';
import { localeOf } from '../../../../lib/i18n/format';
import { useSiteLanguage } from '../../../../lib/i18n/site-language';
import {
  AMOUNT_DIGITS_MAX,
  type AmountProblem,
  amountBoundsOf,
  amountInputFromMinor,
  amountInputOf,
  withdrawalBreakdown,
} from '../../rules/withdrawal-amount';
import type { WithdrawalMethod } from '../../rules/withdrawal-methods';
import styles from './WithdrawalModal.module.css';

/** The quick amounts' shares of the whole withdrawable balance, in the order @vauhti/money gives them. */
const QUICK_AMOUNT_SHARES = [0.5, 0.75, 1] as const;

type AmountSectionProps = {
  method: WithdrawalMethod | null;
  currency: string;
  withdrawableMinor: number;
  quickAmounts: readonly number[];
  amountInput: string;
  amountMinor: number | null;
  problem: AmountProblem | null;
  /** The problem shows once the player left the field or submitted. */
  showProblem: boolean;
  /** The platform refused the amount the site found valid (the balance changed meanwhile). */
  refusedByPlatform: boolean;
  money: (minor: number) => string;
  onAmountInput: (text: string) => void;
  onBlur: () => void;
};

/** The quick amounts, the amount field (digits only) and, for a valid amount, the fee and the sum received. */
export function AmountSection(props: AmountSectionProps) {
  const { method, currency, amountMinor, problem, money } = props;
  const { t } = useTranslation();
  // The language writes the share its own way: 50% in English, 50 % in German and French.
  const percent = new Intl.NumberFormat(localeOf(useSiteLanguage()), { style: 'percent' });
  const bounds = amountBoundsOf(currency, method?.entry.limits ?? null, props.withdrawableMinor);
  const breakdown =
    method && amountMinor !== null && problem === null
      ? withdrawalBreakdown(amountMinor, currency, method.entry.limits, method.entry.piqGroup)
      : null;
  return (
    <>
      {props.quickAmounts.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('withdrawComp.quickAmounts')}</legend>
          <div className={styles.quickAmounts}>
            {props.quickAmounts.map((quick, index) => (
              <button
                // The values can repeat for a small balance (1, 1, 1): the position tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the three buttons are fixed in number and order
                key={index}
                type="button"
                className={styles.quickAmount}
                aria-pressed={amountMinor === quick}
                onClick={() => props.onAmountInput(amountInputFromMinor(quick, currency))}
              >
                <span className={styles.quickPercent}>{percent.format(QUICK_AMOUNT_SHARES[index] ?? 1)}</span>
                <span className={styles.quickValue}>{money(quick)}</span>
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <TextField
        label={t('withdrawComp.amountLabel', { symbol: currencySymbol(currency) })}
        name="depositAmount"
        inputMode="numeric"
        autoComplete="off"
        maxLength={AMOUNT_DIGITS_MAX}
        value={props.amountInput}
        onChange={(event) => props.onAmountInput(amountInputOf(event.target.value))}
        onBlur={props.onBlur}
        hint={
          bounds.maxMinor !== null && bounds.maxMinor >= bounds.minMinor
            ? t('withdrawComp.amountHint', { min: money(bounds.minMinor), max: money(bounds.maxMinor) })
            : undefined
        }
        error={amountError(t, props, money)}
      />
      {breakdown && (
        <dl className={styles.breakdown} aria-live="polite">
          {breakdown.feeMinor > 0 && (
            <div className={styles.breakdownRow}>
              <dt>{t('withdrawComp.fee')}</dt>
              <dd>{money(breakdown.feeMinor)}</dd>
            </div>
          )}
          <div className={`${styles.breakdownRow} ${styles.total}`}>
            <dt>{t('withdrawComp.receive')}</dt>
            <dd>{money(breakdown.receivesMinor)}</dd>
          </div>
        </dl>
      )}
    </>
  );
}

function amountError(
  t: (key: string, values?: Record<string, unknown>) => string,
  props: Pick<AmountSectionProps, 'problem' | 'showProblem' | 'refusedByPlatform'>,
  money: (minor: number) => string,
): string | undefined {
  if (props.problem && (props.showProblem || props.refusedByPlatform)) return problemText(t, props.problem, money);
  return props.refusedByPlatform ? t('apiErrors.FIELD_INVALID_field') : undefined;
}

/** The amount's message: errors.depositAmount (the field is named depositAmount) and the withdrawal's own cases. */
function problemText(
  t: (key: string, values?: Record<string, unknown>) => string,
  problem: AmountProblem,
  money: (minor: number) => string,
): string {
  switch (problem.code) {
    case 'REQUIRED':
      return t('withdrawComp.amountRequired');
    case 'FEE_EXCEEDS_AMOUNT':
      return t('withdrawComp.feeTooHigh', { fee: money(problem.feeMinor) });
    default:
      if (problem.maxMinor === null) return t('errors.depositAmountMin', { min: money(problem.minMinor) });
      if (problem.maxMinor < problem.minMinor) {
        return t('withdrawComp.balanceBelowMinimum', { min: money(problem.minMinor) });
      }
      return t('errors.depositAmount', { min: money(problem.minMinor), max: money(problem.maxMinor) });
  }
}
