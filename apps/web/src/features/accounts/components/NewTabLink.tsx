import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './forms.module.css';

/** A link that opens in a new tab (terms beside a half-filled form), saying so to screen readers. */
export function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={styles.visuallyHidden}> {t('registerComp.opensInNewTab')}</span>
    </a>
  );
}
