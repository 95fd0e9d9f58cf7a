import { useMemo } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, TextField } from '../../../../../components/Field';
import {
  EXPIRY_MONTHS,
  expiryYearOptions,
  HOLDER_NAME_LENGTH_MAX,
  maskedCardText,
  NEW_CARD,
  type SavedCard,
} from '../../../rules/card-fields';
import type { DepositFormValues } from '../../../rules/deposit-form';
import styles from './DepositForm.module.css';

type CardFormProps = {
  form: UseFormReturn<DepositFormValues>;
  savedCards: readonly SavedCard[];
  /** A schema message (a catalogue key) as the player reads it. */
  errorText: (error: FieldError | undefined) => string | undefined;
};

/**
 * The card form of step 1 (spec part 1 section 2): the saved cards, shown masked, or a new card
 * (number, expiry month and year, CVV, holder, and whether to save it). A saved card asks for its
 * CVV again. The number and the CVV never leave memory except in the deposit call.
 */
export function CardForm({ form, savedCards, errorText }: CardFormProps) {
  const { t } = useTranslation();
  const errors = form.formState.errors.card;
  const savedCard = form.watch('card.savedCard');
  const usesNewCard = !savedCards.some((card) => card.instrumentId === savedCard);
  const years = useMemo(() => expiryYearOptions(new Date()), []);

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {t(savedCards.length > 0 ? 'depositComp.card.payWith' : 'depositComp.card.details')}
      </legend>
      {savedCards.length > 0 && (
        <div className={styles.tiles}>
          {savedCards.map((card) => (
            <label key={card.instrumentId} className={styles.choice}>
              <input type="radio" value={card.instrumentId} {...form.register('card.savedCard')} />
              <span className={styles.tile}>
                <span className={styles.cardNumber}>
                  {card.expiry
                    ? t('depositComp.card.saved', {
                        type: card.optionType,
                        number: maskedCardText(card),
                        expiry: card.expiry,
                      })
                    : t('depositComp.card.savedNoExpiry', { type: card.optionType, number: maskedCardText(card) })}
                </span>
              </span>
            </label>
          ))}
          <label className={styles.choice}>
            <input type="radio" value={NEW_CARD} {...form.register('card.savedCard')} />
            <span className={styles.tile}>{t('depositComp.card.newCard')}</span>
          </label>
        </div>
      )}
      {usesNewCard && (
        <>
          <TextField
            label={t('depositComp.field.cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            spellCheck={false}
            error={errorText(errors?.cardNumber)}
            {...form.register('card.cardNumber')}
          />
          <div className={styles.row}>
            <SelectField
              label={t('depositComp.field.expiryMonth')}
              autoComplete="cc-exp-month"
              placeholder={t('depositComp.choose')}
              options={EXPIRY_MONTHS.map((month) => ({ value: month, label: month }))}
              error={errorText(errors?.expMonth)}
              {...form.register('card.expMonth')}
            />
            <SelectField
              label={t('depositComp.field.expiryYear')}
              autoComplete="cc-exp-year"
              placeholder={t('depositComp.choose')}
              options={years.map((year) => ({ value: year, label: year }))}
              error={errorText(errors?.expYear)}
              {...form.register('card.expYear')}
            />
          </div>
        </>
      )}
      <TextField
        label={t('depositComp.field.cvv')}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        hint={t('depositComp.card.cvvHint')}
        error={errorText(errors?.cvv)}
        {...form.register('card.cvv')}
      />
      {usesNewCard && (
        <>
          <TextField
            label={t('depositComp.field.holderName')}
            autoComplete="cc-name"
            maxLength={HOLDER_NAME_LENGTH_MAX}
            error={errorText(errors?.holderName)}
            {...form.register('card.holderName')}
          />
          <CheckboxField label={t('depositComp.card.store')} {...form.register('card.storeCard')} />
        </>
      )}
    </fieldset>
  );
}
