import type { ReactNode } from 'react';
import styles from './PageCard.module.css';

type PageCardProps = {
  /** The id the page's heading gets; the section is labelled by it. */
  titleId: string;
  title: ReactNode;
  lead?: ReactNode;
  /** A decorative mark above the title (an SVG). */
  icon?: ReactNode;
  /** A short name in a pill above the title, such as the pay-and-play service's (Trustly, Zimpler, Brite). */
  eyebrow?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** The card's greatest width: 460 px (log-in), 520 px (pay-and-play), 560 px (identity checks), 640 px (registration's two-column rows). */
  width?: 'narrow' | 'medium' | 'large' | 'wide';
};

/**
 * The frame of the site's single-purpose pages (log-in, registration, pay-and-play, identity
 * verification, the payment return): a centred card on larger screens, the whole width on phones.
 * The heading can take the focus from script, so a page whose state changes (the next registration
 * step, a verification result) can move the screen reader to it.
 */
export function PageCard({ titleId, title, lead, icon, eyebrow, children, footer, width = 'narrow' }: PageCardProps) {
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={`${styles.card} ${styles[width]}`}>
        <header className={styles.header}>
          {icon && <span className={styles.icon}>{icon}</span>}
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
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
