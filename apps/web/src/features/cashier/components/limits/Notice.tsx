import type { ReactNode } from 'react';
import styles from './Notice.module.css';

/**
 * A message about a whole page or section of the player's limits, history or verification: an
 * error is announced at once (alert), other news politely (status); a plain note is not announced.
 */
export function Notice({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'success' | 'error' | 'note';
  children: ReactNode;
}) {
  const role = tone === 'error' ? 'alert' : tone === 'note' ? undefined : 'status';
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={role}>
      {children}
    </div>
  );
}
