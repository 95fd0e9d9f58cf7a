import type { ReactNode } from 'react';
import styles from './AuthCard.module.css';

type AuthCardProps = {
  /** The id the page's heading gets; the section is labelled by it. */
  titleId: string;
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Registration needs more room for its two-column rows. */
  width?: 'narrow' | 'wide';
};

/** The frame of the account pages: a centred card on larger screens, the full width on phones. */
export function AuthCard({ titleId, title, lead, children, footer, width = 'narrow' }: AuthCardProps) {
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={`${styles.card} ${styles[width]}`}>
        <header className={styles.header}>
          {/* Focusable from script: a page that moves on (the next registration step) focuses its heading. */}
          <h1 id={titleId} className={styles.title} tabIndex={-1}>
            {title}
          </h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        {children}
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </section>
  );
}
