import type { ReactNode } from 'react';
import styles from './FormAlert.module.css';

/** A message about the whole form: errors are announced at once, other news politely. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
