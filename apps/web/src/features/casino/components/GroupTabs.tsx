import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../../components/SiteLink';
import styles from './Lobby.module.css';

export type GroupTab = { key: string; label: string; to: string; active: boolean; count: number };

/** A lobby's game groups (sub-tabs): a row of pills that scrolls sideways when it overflows. */
export const GroupTabs = memo(function GroupTabs({ groups }: { groups: GroupTab[] }) {
  const { t } = useTranslation();
  if (groups.length <= 1) return null;
  return (
    <nav className={styles.groups} aria-label={t('gamingComp.groupTabs')}>
      <ul className={styles.groupList}>
        {groups.map((group) => (
          <li key={group.key}>
            <SiteLink className={styles.group} to={group.to} aria-current={group.active ? 'page' : undefined}>
              {group.label}
              <span className={styles.groupCount} aria-hidden="true">
                {group.count}
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
});
