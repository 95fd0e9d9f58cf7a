import { oneMajorInMinor } from '@vauhti/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/Field';
import { formatCashierAmount } from '../../../../lib/i18n/format';
import { useSiteLanguage } from '../../../../lib/i18n/site-language';
import { amountInputOf } from '../../rules/deposit-amounts';
import styles from './PayAndPlay.module.css';

type AmountChooserProps = {
  /** The currency's quick amounts, whole major units. */
  quickAmounts: readonly number[];
  /** The amount as typed or picked: whole major units, digits only. */
  digits: string;
  onDigits: (digits: string) => void;
  currency: string;
  countryCode: string;
  error?: string;
};

/**
 * The pay-and-play amount: the currency's quick amounts as radio buttons, and the amount field,
 * which keeps digits only (spec part 1 section 5). Picking a quick amount fills the field; typing
 * another one leaves every quick amount unpicked.
 */
export function AmountChooser({ quickAmounts, digits, onDigits, currency, countryCode, error }: AmountChooserProps) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const group = useId();
  const unit = oneMajorInMinor(currency);
  const format = (major: number) => formatCashierAmount(major * unit, currency, language, countryCode);
  return (
    <>
      {quickAmounts.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('payAndPlayComp.quickAmounts')}</legend>
          <div className={styles.quickAmounts}>
            {quickAmounts.map((amount) => (
              <label key={amount} className={styles.quickAmount}>
                <input
                  type="radio"
                  name={group}
                  value={amount}
                  checked={digits === String(amount)}
                  onChange={() => onDigits(String(amount))}
                />
                {format(amount)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <TextField
        label={t('payAndPlayComp.amount', { currency })}
        inputMode="numeric"
        autoComplete="off"
        value={digits}
        onChange={(event) => onDigits(amountInputOf(event.target.value))}
        error={error}
        hint={t('payAndPlayComp.amountHint')}
      />
    </>
  );
}
