import type { EligibleBonus } from '@vauhti/contracts/cashier';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusDepositBounds, bonusTiers } from '../../rules/bonus-step';
import styles from './BonusStep.module.css';

type BonusDescriptionProps = {
  /** The chosen bonus; null when the code field names none. */
  bonus: EligibleBonus | null;
  /** What the player typed in the code field, for the message when it names no bonus. */
  typedCode: string;
  currency: string;
  formatAmount: (amountMinor: number) => string;
};

/**
 * What the chosen bonus is, told from the data the platform gives (spec part 1 section 3): its
 * code and the deposit range of its tiers in the player's currency. The data carries no bonus
 * percentage or wagering, so the text claims neither.
 */
export function BonusDescription({ bonus, typedCode, currency, formatAmount }: BonusDescriptionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.description} aria-labelledby={headingId} aria-live="polite">
      <h3 id={headingId} className={styles.sectionHeading}>
        {bonus ? bonus.bonusCode : t('bonusComp.descriptionHeading')}
      </h3>
      {bonus ? (
        <BonusRange bonus={bonus} currency={currency} formatAmount={formatAmount} />
      ) : (
        <p className={styles.muted}>
          {typedCode.trim() === '' ? t('bonusComp.codeRequired') : t('bonusComp.codeNotOffered')}
        </p>
      )}
    </section>
  );
}

function BonusRange({
  bonus,
  currency,
  formatAmount,
}: Omit<BonusDescriptionProps, 'typedCode'> & { bonus: EligibleBonus }) {
  const { t } = useTranslation();
  const bounds = bonusDepositBounds(bonus, currency);
  if (!bounds) return <p className={styles.muted}>{t('bonusComp.noTierInCurrency', { currency })}</p>;
  const tiers = bonusTiers(bonus, currency);
  return (
    <>
      <p className={styles.muted}>
        {t('bonusComp.descriptionRange', {
          code: bonus.bonusCode,
          min: formatAmount(bounds.minMinor),
          max: formatAmount(bounds.maxMinor),
        })}
      </p>
      {tiers.length > 1 && (
        <>
          <p className={styles.muted}>{t('bonusComp.descriptionTiers')}</p>
          <ol className={styles.tiers}>
            {tiers.map((tier) => (
              <li key={`${tier.minMinor}-${tier.maxMinor}`}>
                {t('bonusComp.tierRange', { min: formatAmount(tier.minMinor), max: formatAmount(tier.maxMinor) })}
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
