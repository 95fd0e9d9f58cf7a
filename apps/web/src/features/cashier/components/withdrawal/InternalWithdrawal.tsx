import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/Spinner';
import type { Balances, Profile } from '../../../../lib/session/session-types';
import { useSiteContext } from '../../../../lib/site-context/site-context';
import { useWithdrawalFlow, type WithdrawalFailure } from '../../hooks/use-withdrawal-flow';
import { useWithdrawalMethods, useWithdrawalPayAndPlayType } from '../../hooks/use-withdrawal-methods';
import { needsActivation, preselectedMethodKey, readableMethodKey } from '../../rules/withdrawal-methods';
import { ActivationScreen } from './ActivationScreen';
import { RetryNotice } from './RetryNotice';
import styles from './WithdrawalModal.module.css';
import { WithdrawalProviderStep } from './WithdrawalProviderStep';
import { WithdrawalStepOne } from './WithdrawalStepOne';

const FAILURE_TEXT_KEYS: Record<WithdrawalFailure, string> = {
  tryAfter: 'failureComp.tryAfterText',
  error2: 'errors.error2',
  error3: 'errors.error3',
  activationFailed: 'errors.pnpStatusActivationFailed',
  rateLimited: 'apiErrors.RATE_LIMITED',
};

/**
 * The site's own withdrawal (cashier type internal): step one, or the activation-by-deposit
 * screen in a pay-and-play country; step two for a provider's page; the checks in between; a
 * failure with Retry back to step one. A withdrawal taken closes the modal (the url moves on to
 * the pending withdrawals).
 */
export function InternalWithdrawal({ profile, balances }: { profile: Profile; balances: Balances }) {
  const { t } = useTranslation();
  const methods = useWithdrawalMethods();
  const siteContext = useSiteContext();
  const { flow, submit, providerReturned, retry } = useWithdrawalFlow({
    playerId: profile.playerID,
    currency: balances.currency,
  });
  const list = methods.data ?? [];
  const activation =
    siteContext.data !== undefined && needsActivation(list, profile.countryCode, siteContext.data.payAndPlayCountries);
  const payAndPlay = useWithdrawalPayAndPlayType(activation);

  if (methods.isError) return <RetryNotice text={t('errors.error1')} onRetry={() => void methods.refetch()} />;
  if (methods.isPending || siteContext.isPending || !payAndPlay.settled) {
    return <Spinner label={t('withdrawComp.loadingMethods')} />;
  }
  const step = (number: 1 | 2) => (
    <p className={styles.stepLabel}>{t(number === 1 ? 'withdrawComp.stepOne' : 'withdrawComp.stepTwo')}</p>
  );

  switch (flow.phase) {
    case 'provider':
      return (
        <div className={styles.root}>
          {step(2)}
          <WithdrawalProviderStep redirect={flow.redirect} method={flow.method} onReturn={providerReturned} />
        </div>
      );
    case 'checking':
      return <Spinner label={t('withdrawComp.checkingStatus')} />;
    case 'activated':
      return (
        <p className={styles.success} role="status">
          {t('withdrawComp.activated')}
        </p>
      );
    case 'failed':
      return <RetryNotice text={t(FAILURE_TEXT_KEYS[flow.failure])} onRetry={retry} />;
    case 'form':
    case 'sending':
      if (list.length === 0) return <p className={styles.notice}>{t('withdrawComp.noMethods')}</p>;
      if (activation) {
        const name = list.find((method) => method.key === payAndPlay.pnpType)?.entry.displayName;
        return (
          <ActivationScreen pnpType={payAndPlay.pnpType} methodName={name ?? readableMethodKey(payAndPlay.pnpType)} />
        );
      }
      return (
        <div className={styles.root}>
          {step(1)}
          <WithdrawalStepOne
            methods={list}
            initialMethodKey={preselectedMethodKey(list)}
            profile={profile}
            balances={balances}
            sending={flow.phase === 'sending'}
            fieldError={flow.phase === 'form' ? flow.fieldError : null}
            onSubmit={(attempt) => void submit(attempt)}
          />
        </div>
      );
  }
}
