import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SiteLink } from '../../../components/SiteLink';
import { cashierLinkOf } from '../../../lib/navigation/url-checks';
import { usePendingWithdrawalCount } from '../api/get-pending-withdrawals';
import { TOOLTIP_DELAY_MS } from '../layout-constants';
import styles from './Header.module.css';
import { Icon } from './icons';

/**
 * The pending-withdrawal icon (spec 2.7): shown only while withdrawals wait; its tooltip appears
 * after 2 s of mouse hover, or at once on keyboard focus. Its link adds the pendingWithdrawal query
 * (spec 2.2), over which the cashier opens the pending withdrawals; the count follows the live
 * socket's pending-withdrawals events.
 */
export function PendingWithdrawalButton() {
  const { t } = useTranslation();
  const location = useLocation();
  const count = usePendingWithdrawalCount(true);
  const tooltipId = useId();
  const [tooltip, setTooltip] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const cancelTimer = () => window.clearTimeout(timer.current);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (count <= 0) return null;
  const text = t('headerComp.pendingWithdrawal', { count });
  return (
    <span className={styles.tooltipAnchor}>
      <SiteLink
        className={styles.iconButton}
        to={cashierLinkOf(location.pathname, location.search, { pendingWithdrawal: 'true' })}
        aria-label={t('headerComp.pendingWithdrawalsLink', { count })}
        aria-describedby={tooltip ? tooltipId : undefined}
        onPointerEnter={(event) => {
          if (event.pointerType !== 'mouse') return;
          cancelTimer();
          timer.current = window.setTimeout(() => setTooltip(true), TOOLTIP_DELAY_MS);
        }}
        onPointerLeave={() => {
          cancelTimer();
          setTooltip(false);
        }}
        onFocus={() => setTooltip(true)}
        onBlur={() => setTooltip(false)}
        onKeyDown={(event) => event.key === 'Escape' && setTooltip(false)}
      >
        <Icon name="hourglass" />
        <span className={styles.countBadge} aria-hidden="true">
          {count}
        </span>
      </SiteLink>
      {tooltip && (
        <span role="tooltip" id={tooltipId} className={styles.tooltip}>
          {text}
        </span>
      )}
    </span>
  );
}
