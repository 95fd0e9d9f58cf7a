import type { SessionStatus as Status } from '../api/get-session';
import { useSession } from '../api/get-session';
import styles from './SessionStatus.module.css';

const LABELS: Record<Status['state'], string> = {
  checking: 'Checking login…',
  'signed-in': 'Logged in',
  'signed-out': 'Not logged in',
  expired: 'Session ended',
  unreachable: 'Platform offline',
};

/** The header's login indicator. It is a live region, so a change is announced to screen readers. */
export function SessionStatus() {
  const status = useSession();
  const label =
    status.state === 'signed-in' && status.displayName ? `Logged in as ${status.displayName}` : LABELS[status.state];
  return (
    <p className={styles.status} data-state={status.state} role="status" aria-live="polite">
      <span className={styles.dot} aria-hidden="true" />
      <span>{label}</span>
    </p>
  );
}
