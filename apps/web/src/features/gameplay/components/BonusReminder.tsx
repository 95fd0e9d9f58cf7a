import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../../components/SiteLink';
import { useGameWindow } from '../../../lib/game-window/game-window-store';
import { RichText } from '../../../lib/i18n/RichText';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { balancesQuery, useSession } from '../../../lib/session/session-queries';
import { LOCAL_KEYS, readStorage, writeStorage } from '../../../lib/storage/keys';
import { BONUS_MARQUEE_SECONDS } from '../gameplay-constants';
import { BONUS_REMINDER_CLOSED, bonusDropped, showBonusReminder } from '../rules/bonus-reminder';
import { ControlButton } from './ControlButton';
import styles from './GameWindow.module.css';

/**
 * The bonus reminder under the game (spec 2.8): once the bonus balance drops while playing, a
 * marquee reminds the player that bonus terms apply and links to the bonus rules. Closing it is
 * remembered under bonusRemainder. Mounted with the window, so a drop seen before minimising
 * still counts when the game comes back.
 */
export function BonusReminder({ minimised, dualOnMobile }: { minimised: boolean; dualOnMobile: boolean }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const session = useSession();
  const loggedIn = session.state === 'player';
  const launchedFromApp = useGameWindow((state) => state.origin !== null);
  const balances = useQuery({ ...balancesQuery, enabled: loggedIn });
  const bonus = balances.data?.bonusMinor ?? null;
  const previous = useRef<number | null>(null);
  const [dropped, setDropped] = useState(false);
  const [stored, setStored] = useState(() => readStorage('local', LOCAL_KEYS.bonusRemainder));

  useEffect(() => {
    if (bonusDropped(previous.current, bonus)) setDropped(true);
    if (bonus !== null) previous.current = bonus;
  }, [bonus]);

  const visible = showBonusReminder({
    minimised,
    loggedIn,
    launchedFromApp,
    dualOnMobile,
    bonusDropped: dropped,
    stored,
  });
  if (!visible) return null;

  const close = () => {
    writeStorage('local', LOCAL_KEYS.bonusRemainder, BONUS_REMINDER_CLOSED);
    setStored(BONUS_REMINDER_CLOSED);
  };
  const marquee = { '--marquee-duration': `${BONUS_MARQUEE_SECONDS}s` } as CSSProperties;
  return (
    <div className={styles.reminder} role="status">
      <span className={styles.reminderBadge} aria-hidden="true">
        %
      </span>
      <div className={styles.marquee} style={marquee}>
        <p className={styles.marqueeText}>
          <RichText
            i18nKey="gameWindowComp.bonusReminder"
            components={{ rules: <SiteLink to={`/${language}/info/bonus-rules`} className={styles.reminderLink} /> }}
          />
        </p>
      </div>
      <ControlButton icon="close" label={t('gameWindowComp.closeReminder')} onClick={close} />
    </div>
  );
}
