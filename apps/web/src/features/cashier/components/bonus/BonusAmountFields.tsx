import type { EligibleBonus } from '@vauhti/contracts/cashier';
import { currencySymbol, minorFromMajor } from '@vauhti/money';
import { type ClipboardEvent, type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/Field';
import { BONUS_AMOUNT_DIGITS_MAX, bonusAmountText, bonusDepositBounds, checkBonusAmount } from '../../rules/bonus-step';
import styles from './BonusStep.module.css';

/** The longest bonus code the platform takes (the cashier's bonusCode field). */
export const BONUS_CODE_LENGTH_MAX = 64;

type BonusAmountFieldsProps = {
  bonus: EligibleBonus | null;
  amountText: string;
  amountMinor: number | null;
  code: string;
  currency: string;
  /** Whole major units. */
  quickAmounts: readonly number[];
  formatAmount: (amountMinor: number) => string;
  onAmountChange: (amountText: string) => void;
  onCodeChange: (code: string) => void;
};

/** The amount (typed or a quick amount) and the bonus code, with their messages (spec part 1 section 5). */
export function BonusAmountFields(props: BonusAmountFieldsProps) {
  return (
    <div className={styles.fields}>
      <AmountField {...props} />
      <QuickAmounts {...props} />
      <CodeField {...props} />
    </div>
  );
}

/** Copy, cut, paste and drop are refused on the amount (spec section 5): only typed digits count. */
const refuse = (event: ClipboardEvent | DragEvent) => event.preventDefault();

function AmountField({
  bonus,
  amountText,
  amountMinor,
  currency,
  formatAmount,
  onAmountChange,
}: BonusAmountFieldsProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const bounds = bonus ? bonusDepositBounds(bonus, currency) : null;
  const range = bounds && { min: formatAmount(bounds.minMinor), max: formatAmount(bounds.maxMinor) };
  const invalid = bonus !== null && !checkBonusAmount(amountMinor, bonus, currency).ok;
  // An empty field is only an error once the player has left it; a typed amount is checked at once.
  const shown = invalid && range !== null && (touched || amountText !== '');
  return (
    <TextField
      label={t('bonusComp.amountLabel', { symbol: currencySymbol(currency) })}
      inputMode="numeric"
      autoComplete="off"
      maxLength={BONUS_AMOUNT_DIGITS_MAX}
      value={amountText}
      onChange={(event) => onAmountChange(bonusAmountText(event.target.value))}
      onBlur={() => setTouched(true)}
      onCopy={refuse}
      onCut={refuse}
      onPaste={refuse}
      onDrop={refuse}
      hint={range ? t('bonusComp.amountRange', range) : undefined}
      error={shown ? t('errors.depositAmount', range) : undefined}
    />
  );
}

function QuickAmounts({ quickAmounts, amountText, currency, formatAmount, onAmountChange }: BonusAmountFieldsProps) {
  const { t } = useTranslation();
  const name = useId();
  if (quickAmounts.length === 0) return null;
  return (
    <fieldset className={styles.quickAmounts}>
      <legend className={styles.fieldLegend}>{t('bonusComp.quickAmounts')}</legend>
      <div className={styles.quickAmountList}>
        {quickAmounts.map((major) => (
          <label key={major} className={styles.quickAmount}>
            <input
              type="radio"
              name={name}
              value={major}
              checked={amountText === String(major)}
              onChange={() => onAmountChange(String(major))}
            />
            <span>{formatAmount(minorFromMajor(major, currency))}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CodeField({ bonus, code, onCodeChange }: BonusAmountFieldsProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const error =
    code.trim() === ''
      ? touched
        ? t('bonusComp.codeRequired')
        : undefined
      : bonus
        ? undefined
        : t('bonusComp.codeNotOffered');
  return (
    <TextField
      label={t('bonusComp.codeLabel')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={BONUS_CODE_LENGTH_MAX}
      value={code}
      onChange={(event) => onCodeChange(event.target.value)}
      onBlur={() => setTouched(true)}
      error={error}
    />
  );
}
