import type { UsedInstrument } from '@vauhti/contracts/cashier';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { amountBoundsOf } from '../../rules/withdrawal-amount';
import type { WithdrawalMethod } from '../../rules/withdrawal-methods';
import styles from './WithdrawalModal.module.css';

/** The saved-account choice that means "use the method's form instead". */
export const NEW_ACCOUNT = 'new';

type MethodPickerProps = {
  methods: readonly WithdrawalMethod[];
  selected: string | null;
  currency: string;
  money: (minor: number) => string;
  error: string | null | false;
  onSelect: (key: string) => void;
};

/** The methods as a list of radio cards, each with its own range (spec part 1 section 2: a drop-down or a list). */
export function MethodPicker({ methods, selected, currency, money, error, onSelect }: MethodPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{t('withdrawComp.methodLegend')}</legend>
      <div className={styles.options}>
        {methods.map((method) => {
          // The method's own range, before the balance narrows it.
          const bounds = amountBoundsOf(currency, method.entry.limits, Number.MAX_SAFE_INTEGER);
          return (
            <label key={method.key} className={styles.option}>
              <input
                type="radio"
                name={name}
                value={method.key}
                checked={selected === method.key}
                onChange={() => onSelect(method.key)}
              />
              <span className={styles.optionName}>{method.entry.displayName}</span>
              <span className={styles.optionDetail}>
                {t('withdrawComp.methodRange', { min: money(bounds.minMinor), max: money(bounds.maxMinor ?? 0) })}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p className={styles.error} id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type SavedAccountPickerProps = {
  method: WithdrawalMethod;
  accounts: readonly UsedInstrument[];
  selected: string;
  error: string | null | false;
  onSelect: (choice: string) => void;
};

/** Where the money goes: a saved card or account of the method, or a new one through the method's form. */
export function SavedAccountPicker({ method, accounts, selected, error, onSelect }: SavedAccountPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  const isCard = accounts.some((account) => account.internal);
  return (
    <fieldset className={styles.fieldset} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{t('withdrawComp.savedLegend')}</legend>
      <div className={styles.options}>
        {accounts.map((account, index) => (
          <label key={account.instrumentId} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={account.instrumentId}
              checked={selected === account.instrumentId}
              onChange={() => onSelect(account.instrumentId)}
            />
            <span className={styles.optionName}>{savedAccountLabel(t, method, account, index, accounts.length)}</span>
            {account.ccDetails?.expiry && (
              <span className={styles.optionDetail}>
                {t('withdrawComp.cardExpiry', { expiry: account.ccDetails.expiry })}
              </span>
            )}
          </label>
        ))}
        <label className={styles.option}>
          <input
            type="radio"
            name={name}
            value={NEW_ACCOUNT}
            checked={selected === NEW_ACCOUNT}
            onChange={() => onSelect(NEW_ACCOUNT)}
          />
          <span className={styles.optionName}>{t(isCard ? 'withdrawComp.newCard' : 'withdrawComp.newAccount')}</span>
        </label>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function savedAccountLabel(
  t: (key: string, values?: Record<string, unknown>) => string,
  method: WithdrawalMethod,
  account: UsedInstrument,
  index: number,
  count: number,
): string {
  if (account.ccDetails) {
    return t('withdrawComp.savedCard', { scheme: account.optionType, last: account.ccDetails.lastDigits });
  }
  return count > 1
    ? t('withdrawComp.savedAccountNumbered', { method: method.entry.displayName, number: index + 1 })
    : t('withdrawComp.savedAccount', { method: method.entry.displayName });
}
