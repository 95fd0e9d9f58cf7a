import type { EligibleBonus } from '@vauhti/contracts/cashier';
import type { Game } from '@vauhti/contracts/games';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { tierForAmount } from '../../rules/bonus-step';
import styles from './BonusStep.module.css';

type BonusSummaryProps = {
  bonus: EligibleBonus | null;
  amountMinor: number | null;
  game: Game | null;
  currency: string;
  formatAmount: (amountMinor: number) => string;
};

/**
 * The bonus calculation as far as the data goes (spec part 1 section 2): the deposit, the bonus
 * code, the tier the deposit lands in, and the game chosen to open afterwards. No bonus amount is
 * shown, because the platform does not say what a tier pays.
 */
export function BonusSummary({ bonus, amountMinor, game, currency, formatAmount }: BonusSummaryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const landed = bonus ? tierForAmount(bonus, currency, amountMinor) : null;
  const tierText = ({ tier, index, count }: NonNullable<typeof landed>) => {
    const range = { min: formatAmount(tier.minMinor), max: formatAmount(tier.maxMinor) };
    // A bonus with one tier has no position to tell.
    return count === 1
      ? t('bonusComp.tierRange', range)
      : t('bonusComp.summaryTierValue', { ...range, index: index + 1, count });
  };
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionHeading}>
        {t('bonusComp.summaryHeading')}
      </h3>
      <dl className={styles.summaryList}>
        <div className={styles.summaryRow}>
          <dt>{t('bonusComp.summaryDeposit')}</dt>
          <dd>{amountMinor === null ? t('bonusComp.summaryNotEntered') : formatAmount(amountMinor)}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t('bonusComp.summaryCode')}</dt>
          <dd>{bonus ? bonus.bonusCode : t('bonusComp.summaryNotEntered')}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t('bonusComp.summaryTier')}</dt>
          <dd>{landed ? tierText(landed) : t('bonusComp.summaryNoTier')}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t('bonusComp.summaryGame')}</dt>
          <dd>{game ? game.name : t('bonusComp.summaryNoGame')}</dd>
        </div>
      </dl>
    </section>
  );
}
