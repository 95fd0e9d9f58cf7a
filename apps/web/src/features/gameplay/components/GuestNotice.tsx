import { RichText } from '../../../lib/i18n/RichText';
import styles from './GameWindow.module.css';

/** The logged-out notification bar over the game (spec 2.8): fun play, and a link to sign up. */
export function GuestNotice({ onRegister }: { onRegister: () => void }) {
  return (
    <p className={styles.guestNotice}>
      <span>
        <RichText
          i18nKey="gameWindowComp.gameOfflineNotify"
          components={{ register: <button type="button" className={styles.noticeLink} onClick={onRegister} /> }}
        />
      </span>
    </p>
  );
}
