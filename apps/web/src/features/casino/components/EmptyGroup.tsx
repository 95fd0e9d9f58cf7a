import type { ReactNode } from 'react';
import styles from './Lobby.module.css';

/** A lobby group (or favourites list) with no games: a title, a line of help and an optional way on. */
export function EmptyGroup({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      <svg className={styles.emptyIcon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <rect x="8" y="10" width="32" height="28" rx="6" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path
          d="M18 20h.01M30 20h.01M18 30c3.5-3 8.5-3 12 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <h2 className={styles.emptyTitle}>{title}</h2>
      <p className={styles.emptyText}>{text}</p>
      {action}
    </div>
  );
}
