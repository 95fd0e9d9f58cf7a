import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipLevel } from '../../../lib/session/profile-tags';
import styles from './VipBadge.module.css';

/** The VIP badge of the balance dropdown (spec 2.7): a gem in the level's colour, with its name. */
export function VipBadge({ level }: { level: VipLevel }) {
  const { t } = useTranslation();
  const gradientId = useId();
  const name = t(`balanceComp.vipLevels.${level}`);
  return (
    <span className={styles.badge} data-level={level}>
      <svg className={styles.gem} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="var(--vip-light)" />
            <stop offset="1" stopColor="var(--vip-deep)" />
          </linearGradient>
        </defs>
        <path d="M6 3h12l4 6-10 12L2 9z" fill={`url(#${gradientId})`} />
        <path
          d="M2 9h20M9 3l3 18M15 3l-3 18M6 3l3 6M18 3l-3 6"
          stroke="var(--vip-edge)"
          strokeWidth="0.8"
          fill="none"
        />
      </svg>
      <span className={styles.text}>{t('balanceComp.vipLevel', { level: name })}</span>
    </span>
  );
}
