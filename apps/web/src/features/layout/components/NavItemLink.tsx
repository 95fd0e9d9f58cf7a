import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../../components/SiteLink';
import { useLocalPath } from '../../../lib/i18n/site-language';
import type { NavItem } from '../rules/nav-items';
import { Icon } from './icons';
import styles from './NavItemLink.module.css';

type NavItemLinkProps = {
  item: NavItem & { label: string };
  active: boolean;
  className?: string;
  showIcon?: boolean;
};

/** A navigation link marked as the current page when its tab is; new-tab links say so to screen readers. */
export function NavItemLink({ item, active, className, showIcon = true }: NavItemLinkProps) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const href = localPath(item.path);
  const icon = showIcon && <Icon name={item.icon} className={styles.icon} />;
  if (item.newTab) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer">
        {icon}
        <span className={styles.label}>{item.label}</span>
        <span className={styles.visuallyHidden}> {t('sideMenuComp.opensInNewTab')}</span>
        <Icon name="external" size={14} className={styles.external} />
      </a>
    );
  }
  return (
    <SiteLink className={className} to={href} aria-current={active ? 'page' : undefined}>
      {icon}
      <span className={styles.label}>{item.label}</span>
    </SiteLink>
  );
}
