import type { EligibleBonus } from '@vauhti/contracts/cashier';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusDepositBounds, bonusSlots, showsBonusArrows } from '../../rules/bonus-step';
import styles from './BonusCarousel.module.css';
import { BONUS_FALLBACK_IMAGE, BONUS_IMAGE_HEIGHT, BONUS_IMAGE_WIDTH, bonusImageUrl } from './bonus-image';
import { type CarouselSlide, SlideCarousel } from './SlideCarousel';

type BonusCarouselProps = {
  /** The offered bonuses, in the order the cashier shows them. */
  bonuses: readonly EligibleBonus[];
  /** The bonus the code field names; null when it names none. */
  selected: EligibleBonus | null;
  currency: string;
  formatAmount: (amountMinor: number) => string;
  onSelect: (bonus: EligibleBonus) => void;
};

/**
 * The bonus cards as one radio group (spec part 1 section 2): each offered bonus, then locked
 * placeholders up to four slots. Native radios give the keyboard behaviour players know (Tab into
 * the group, arrow keys to move and choose); the locked slots are disabled radios, so they are
 * announced as unavailable and never chosen.
 */
export function BonusCarousel({ bonuses, selected, currency, formatAmount, onSelect }: BonusCarouselProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const groupName = useId();
  const slides: CarouselSlide[] = bonusSlots(bonuses).map((slot, index) =>
    slot === 'locked'
      ? { key: `locked-${index}`, content: <LockedSlot name={groupName} /> }
      : {
          key: slot.bonusID,
          content: (
            <BonusCard
              bonus={slot}
              name={groupName}
              checked={selected?.bonusID === slot.bonusID}
              range={rangeText(slot, currency, formatAmount)}
              onSelect={() => onSelect(slot)}
            />
          ),
        },
  );

  return (
    <SlideCarousel
      heading={
        <h3 id={headingId} className={styles.heading}>
          {t('bonusComp.bonusesHeading')}
        </h3>
      }
      size="bonus"
      showArrows={showsBonusArrows(bonuses.length)}
      previousLabel={t('bonusComp.previousBonuses')}
      nextLabel={t('bonusComp.nextBonuses')}
      slides={slides}
      startIndex={Math.max(
        0,
        bonuses.findIndex((bonus) => bonus.bonusID === selected?.bonusID),
      )}
      trackRole="radiogroup"
      trackProps={{ 'aria-labelledby': headingId }}
    />
  );
}

function rangeText(bonus: EligibleBonus, currency: string, formatAmount: (amountMinor: number) => string): string {
  const bounds = bonusDepositBounds(bonus, currency);
  return bounds ? `${formatAmount(bounds.minMinor)} – ${formatAmount(bounds.maxMinor)}` : '';
}

type BonusCardProps = {
  bonus: EligibleBonus;
  name: string;
  checked: boolean;
  range: string;
  onSelect: () => void;
};

function BonusCard({ bonus, name, checked, range, onSelect }: BonusCardProps) {
  const { t } = useTranslation();
  return (
    <label className={styles.card} data-checked={checked || undefined}>
      <input
        type="radio"
        className={styles.radio}
        name={name}
        value={bonus.bonusCode}
        checked={checked}
        onChange={onSelect}
      />
      <BonusImage key={bonus.bonusGroupId} bonusGroupId={bonus.bonusGroupId} />
      <span className={styles.body}>
        <span className={styles.code}>{bonus.bonusCode}</span>
        <span className={styles.range}>{range || t('bonusComp.cardNoTier')}</span>
      </span>
      <span className={styles.check} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      </span>
    </label>
  );
}

/** The operator's artwork for the bonus group, or the generated fallback when it fails to load. */
function BonusImage({ bonusGroupId }: { bonusGroupId: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={styles.image}
      src={failed ? BONUS_FALLBACK_IMAGE : bonusImageUrl(bonusGroupId)}
      alt=""
      width={BONUS_IMAGE_WIDTH}
      height={BONUS_IMAGE_HEIGHT}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

function LockedSlot({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <label className={`${styles.card} ${styles.locked}`}>
      <input type="radio" className={styles.radio} name={name} disabled aria-label={t('bonusComp.lockedSlot')} />
      <span className={styles.lockArt} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" focusable="false">
          <rect x="5" y="10.5" width="14" height="10" rx="2.2" fill="currentColor" />
          <path d="M8 10.5V8a4 4 0 018 0v2.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        </svg>
      </span>
      <span className={styles.body} aria-hidden="true">
        <span className={styles.code}>{t('bonusComp.lockedTitle')}</span>
      </span>
    </label>
  );
}
