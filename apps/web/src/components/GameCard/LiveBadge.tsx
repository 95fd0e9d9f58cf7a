import type { LiveTableStatus } from '@vauhti/contracts/games';
import { useTranslation } from 'react-i18next';
import styles from './GameCard.module.css';
import { useCountdown } from './use-countdown';

/**
 * A live table's state: the phase, the betting countdown and how many are seated. On a tile it is
 * compact (no seat count), so it stays one line over the art.
 */
export function LiveBadge({ table, compact = false }: { table: LiveTableStatus; compact?: boolean }) {
  const { t } = useTranslation();
  const seconds = useCountdown(table.phaseEndsAtMs, table.serverNowMs);
  const betting = table.phase === 'betting';
  return (
    <span className={styles.live}>
      <span className={styles.liveDot} aria-hidden="true" />
      <span>{t(`gamingComp.livePhase.${table.phase}`)}</span>
      {betting && seconds > 0 && (
        <span
          className={styles.liveCountdown}
          role="timer"
          aria-label={t('gamingComp.secondsLeft', { count: seconds })}
        >
          {seconds}s
        </span>
      )}
      {!compact && <span className={styles.livePlayers}>{t('gamingComp.players', { count: table.players })}</span>}
    </span>
  );
}
