import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/Logo';
import { SiteLink } from '../../../components/SiteLink';
import { useLocalPath, useSiteLanguage } from '../../../lib/i18n/site-language';
import { useFooterHtml } from '../api/get-footer-page';
import { CookieNotice } from './CookieNotice';
import styles from './Footer.module.css';
import { StoreLanguageDropdown } from './LanguageDropdown';

/** The footer's link columns: info pages (spec 2.1) a player looks for at the bottom of a page. */
const LINK_COLUMNS = [
  {
    id: 'vauhti',
    headingKey: 'footerComp.columns.vauhti',
    links: [
      { labelKey: 'footerComp.links.about', path: 'info/about' },
      { labelKey: 'footerComp.links.vip', path: 'info/vip' },
      { labelKey: 'footerComp.links.contact', path: 'info/contact-us' },
    ],
  },
  {
    id: 'safety',
    headingKey: 'footerComp.columns.safety',
    links: [
      { labelKey: 'footerComp.links.responsibleGaming', path: 'info/responsible-gaming' },
      { labelKey: 'footerComp.links.bonusRules', path: 'info/bonus-rules' },
    ],
  },
  {
    id: 'legal',
    headingKey: 'footerComp.columns.legal',
    links: [
      { labelKey: 'footerComp.links.terms', path: 'info/terms' },
      { labelKey: 'footerComp.links.privacy', path: 'info/privacy' },
      { labelKey: 'footerComp.links.cookiePolicy', path: 'info/cookie-policy' },
    ],
  },
] as const;

/**
 * The site footer (spec 2.12): link columns, the 18+ badge, the language dropdown with flags and
 * countries, the operator's text from the static page 'footer' (English when the language has
 * none), the copyright line and the cookie notice.
 */
export const Footer = memo(function Footer() {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const localPath = useLocalPath();
  const footerHtml = useFooterHtml(language);
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <SiteLink className={styles.logoLink} to={localPath()} aria-label={t('headerComp.homeLink')}>
              <Logo size="sm" />
            </SiteLink>
            <p className={styles.tagline}>{t('footerComp.tagline')}</p>
          </div>
          <nav className={styles.columns} aria-label={t('footerComp.linksLabel')}>
            {LINK_COLUMNS.map((column) => (
              <section key={column.id} className={styles.column} aria-labelledby={`footer-${column.id}`}>
                <h2 id={`footer-${column.id}`} className={styles.columnTitle}>
                  {t(column.headingKey)}
                </h2>
                <ul className={styles.links}>
                  {column.links.map((link) => (
                    <li key={link.path}>
                      <SiteLink className={styles.link} to={localPath(link.path)}>
                        {t(link.labelKey)}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        </div>
        <div className={styles.meta}>
          <div className={styles.adults}>
            <span className={styles.adultsBadge} aria-hidden="true">
              {t('footerComp.adultsOnly')}
            </span>
            <p className={styles.adultsText}>{t('footerComp.adultsOnlyText')}</p>
          </div>
          <div className={styles.language}>
            <StoreLanguageDropdown variant="footer" />
          </div>
        </div>
        {footerHtml && (
          // The server sanitises content pages; only {{site_url}} is filled in here.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised operator html from the content api.
          <div className={styles.legal} dangerouslySetInnerHTML={{ __html: footerHtml }} />
        )}
        <p className={styles.copyright}>{t('footerComp.copyright', { year, siteName: t('common.siteName') })}</p>
      </div>
      <CookieNotice />
    </footer>
  );
});
