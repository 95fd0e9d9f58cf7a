import { useQuery } from '@tanstack/react-query';
import type { CashierToken } from '@vauhti/contracts/cashier';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { Spinner } from '../../../../components/Spinner';
import { useSiteLanguage } from '../../../../lib/i18n/site-language';
import { profileQuery } from '../../../../lib/session/session-queries';
import { hostedCashierConfig } from '../../rules/hosted-config';
import styles from './HostedCashier.module.css';
import { useHostedCashier } from './use-hosted-cashier';

/** The outcome the hosted cashier reports to the modal around it. */
export type HostedCashierResult = {
  status: 'SUCCESS' | 'FAILURE' | 'PENDING' | 'CANCELLED';
  /** The provider's transaction id, when the event named one. */
  txRefId: string | null;
};

export type HostedCashierProps = {
  kind: 'deposit' | 'withdrawal';
  token: CashierToken;
  /** A bonus code the player chose before (sent as attributes.bonusCode). */
  bonusCode?: string;
  /** Called for every finished transaction event; the modal decides what to show. */
  onResult: (result: HostedCashierResult) => void;
};

/**
 * The payment provider's own cashier inside the deposit or withdrawal modal (cashier type
 * hosted), loaded through our bootstrapper (`@vauhti/cashier-embed`) with the platform's token and
 * the site's dark theme. A spinner shows until the cashier reports it is up; a frame that does not
 * load in time is replaced by a message with Retry. Balances are read again after each result.
 */
export function HostedCashier({ kind, token, bonusCode, onResult }: HostedCashierProps) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const profile = useQuery(profileQuery);
  const userId = profile.data?.externalEcrId;
  // useId's characters are not all valid in a CSS selector; the bootstrapper finds the container by one.
  const containerId = `hosted-cashier-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const config = userId ? hostedCashierConfig({ kind, token, userId, language, bonusCode }) : null;
  const { phase, retry } = useHostedCashier({
    containerId,
    config,
    frameTitle: t(
      kind === 'deposit' ? 'hostedCashierComp.depositFrameTitle' : 'hostedCashierComp.withdrawalFrameTitle',
    ),
    onResult,
  });

  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />;
  return (
    <div className={styles.root} data-phase={phase}>
      {phase === 'loading' && (
        <div className={styles.loading}>
          <Spinner label={t('hostedCashierComp.loading')} />
        </div>
      )}
      {phase === 'failed' && <LoadFailed onRetry={retry} />}
      <div id={containerId} className={styles.frame} hidden={phase === 'failed'} />
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.failed} role="alert">
      <p>{t('hostedCashierComp.loadFailed')}</p>
      <Button onClick={onRetry}>{t('hostedCashierComp.retry')}</Button>
    </div>
  );
}
