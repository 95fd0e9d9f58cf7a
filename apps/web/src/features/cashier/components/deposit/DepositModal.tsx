import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { Spinner } from '../../../../components/Spinner';
import type { CashierRequest } from '../../../../lib/navigation/query-params';
import { useClickAnswersWait, useDepositModal } from '../../hooks/use-deposit-modal';
import { depositHeadingOf } from '../../rules/deposit-steps';
import styles from './DepositModal.module.css';
import { DepositSteps } from './DepositSteps';
import { LicenceNotice, LicenceNoticeTitle } from './LicenceNotice';
import { hostedCashierPart, LazyStep } from './lazy-steps';

type Shown = { title: ReactNode; body: ReactNode };
type DepositModalState = ReturnType<typeof useDepositModal>;

/**
 * The deposit modal (spec part 1 sections 2 and 4), opened by CashierHost for a deposit request:
 * a spinner while the opening checks run, the Swedish licence notice or a blocked account's
 * message when a gate refuses, errors.error1 with Retry when a check fails, the provider's hosted
 * cashier for the hosted type, and otherwise the internal cashier's steps. One dialog stays open
 * through all of it, its title following the state. A pending policy shows the policy popup
 * instead; a gate that sends the player elsewhere closes it.
 */
export function DepositModal({ request }: { request: CashierRequest }) {
  // A click's answers that come quickly are shown in the modal's first frame (useClickAnswersWait):
  // until then nothing of the modal runs, so the click's own frame stays light.
  if (useClickAnswersWait()) return null;
  return <OpenDepositModal request={request} />;
}

function OpenDepositModal({ request }: { request: CashierRequest }) {
  const { t } = useTranslation();
  const modal = useDepositModal(request);
  if (modal.opening.status === 'policy' || modal.opening.status === 'leaving') return null;
  const { title, body } = internalStepsOf(modal, request, t) ?? otherStateOf(modal, request, t);
  return (
    <Modal open size="lg" title={title} onClose={modal.close}>
      {body}
    </Modal>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** The internal cashier at the url's step (null until the checks pass and the profile is known). */
function internalStepsOf(modal: DepositModalState, request: CashierRequest, t: Translate): Shown | null {
  const { opening, profile, resolution, flow } = modal;
  if (opening.status !== 'ready' || !profile.data || resolution?.kind !== 'show') return null;
  return {
    title: t(`depositComp.title.${depositHeadingOf(resolution.view, flow.memory.verification)}`),
    body: (
      <DepositSteps
        view={resolution.view}
        flow={flow}
        request={request}
        profile={profile.data}
        bonusStep={modal.bonusStep}
        methods={modal.methods}
        quickAmounts={modal.quickAmounts}
        depositThresholdNotice={opening.depositThresholdNotice}
        playMoneyMinimumMinor={opening.playMoneyMinimumMinor}
        close={modal.close}
      />
    ),
  };
}

/** Everything but the internal cashier's steps: checking, refusals, a failure, the hosted cashier. */
function otherStateOf(modal: DepositModalState, request: CashierRequest, t: Translate): Shown {
  const { opening, profile } = modal;
  const deposit = t('depositComp.title.deposit');
  const checking = { title: deposit, body: <Spinner label={t('depositComp.opening')} /> };
  switch (opening.status) {
    case 'refused':
      if (opening.code === 'LICENCE_PENDING') return { title: <LicenceNoticeTitle />, body: <LicenceNotice /> };
      return { title: t('depositComp.title.unavailable'), body: <Message text={t('depositComp.accountBlocked')} /> };
    case 'failed':
      return { title: deposit, body: <Message text={t('errors.error1')} onRetry={opening.retry} /> };
    case 'ready':
      if (opening.cashierType === 'hosted') {
        return {
          title: deposit,
          body: (
            <LazyStep>
              <hostedCashierPart.Component
                kind="deposit"
                token={opening.token}
                bonusCode={request.bonus}
                onResult={modal.onHostedResult}
              />
            </LazyStep>
          ),
        };
      }
      if (profile.isError) {
        return { title: deposit, body: <Message text={t('errors.error1')} onRetry={() => void profile.refetch()} /> };
      }
      return checking;
    default:
      return checking;
  }
}

/** A message in place of the cashier, with Try again when trying again can help. */
function Message({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.message} role={onRetry ? 'alert' : undefined}>
      <p>{text}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('depositComp.retry')}
        </Button>
      )}
    </div>
  );
}
