import { oneMajorInMinor } from '@vauhti/money';
import type { ClipboardEvent, DragEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../../components/Field';
import { amountInputOf } from '../../../rules/deposit-amounts';
import type { DepositFormValues } from '../../../rules/deposit-form';
import styles from './DepositForm.module.css';

type AmountFieldsProps = {
  form: UseFormReturn<DepositFormValues>;
  quickAmounts: readonly number[];
  currency: string;
  /** Formats minor units the cashier's way (symbol before or after). */
  formatAmount: (minor: number) => string;
  /** The bounds the amount must keep, shown as a hint; maxMinor null when there is no maximum. */
  bounds: { minMinor: number; maxMinor: number | null };
  /** The error text under the amount, when it is marked. */
  error: string | undefined;
};

/** Copying from or pasting into the amount is blocked (spec part 1 section 5): typed digits only. */
function blockClipboard(event: ClipboardEvent<HTMLInputElement> | DragEvent<HTMLInputElement>) {
  event.preventDefault();
}

/**
 * The deposit amount (spec part 1 sections 5 and 9): quick amounts as radio buttons, and a custom
 * amount in whole major units that keeps digits only. Choosing a quick amount fills the input; an
 * amount typed that equals one selects it.
 */
export function AmountFields({ form, quickAmounts, currency, formatAmount, bounds, error }: AmountFieldsProps) {
  const { t } = useTranslation();
  const amount = form.watch('amount');
  const field = form.register('amount');
  const { isSubmitted } = form.formState;
  const choose = (value: number) =>
    form.setValue('amount', String(value), { shouldDirty: true, shouldTouch: true, shouldValidate: isSubmitted });
  const hint =
    bounds.maxMinor === null
      ? t('depositComp.amount.rangeMin', { min: formatAmount(bounds.minMinor) })
      : t('depositComp.amount.range', { min: formatAmount(bounds.minMinor), max: formatAmount(bounds.maxMinor) });

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('depositComp.amount.legend')}</legend>
      {quickAmounts.length > 0 && (
        <div className={styles.chips} role="radiogroup" aria-label={t('depositComp.amount.quickLabel')}>
          {quickAmounts.map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="quickAmount"
                value={value}
                checked={amount === String(value)}
                onChange={() => choose(value)}
              />
              <span className={styles.chip}>{formatAmount(value * oneMajorInMinor(currency))}</span>
            </label>
          ))}
        </div>
      )}
      <TextField
        label={t('depositComp.amount.custom', { currency })}
        inputMode="numeric"
        autoComplete="off"
        hint={hint}
        error={error}
        {...field}
        onChange={(event) => {
          event.target.value = amountInputOf(event.target.value);
          return field.onChange(event);
        }}
        onPaste={blockClipboard}
        onCopy={blockClipboard}
        onCut={blockClipboard}
        onDrop={blockClipboard}
      />
    </fieldset>
  );
}
