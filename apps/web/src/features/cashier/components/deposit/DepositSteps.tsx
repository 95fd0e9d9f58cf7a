import type { UseQueryResult } from '@tanstack/react-query';
import { parseDecimalAmount } from '@vauhti/money';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/Spinner';
import { formatCashierAmount } from '../../../../lib/i18n/format';
import { useSiteLanguage } from '../../../../lib/i18n/site-language';
import type { CashierRequest } from '../../../../lib/navigation/query-params';
import { whenIdle } from '../../../../lib/scheduling/when-idle';
import type { Profile } from '../../../../lib/session/session-types';
import { useDepositAfterSuccess } from '../../hooks/use-deposit-after-success';
import type { DepositBonusStep } from '../../hooks/use-deposit-bonus-step';
import type { DepositFlow } from '../../hooks/use-deposit-flow';
import type { DepositMethod } from '../../rules/deposit-methods';
import type { DepositView } from '../../rules/deposit-steps';
import styles from './DepositModal.module.css';
import { DepositProgress } from './DepositProgress';
import { bonusStepPart, LazyStep, providerStepPart } from './lazy-steps';
import { MethodStep } from './step1/MethodStep';
import { DepositResult } from './step3/DepositResult';
import { StatusCheck } from './step3/StatusCheck';

export type DepositStepsProps = {
  view: DepositView;
  flow: DepositFlow;
  request: CashierRequest;
  profile: Profile;
  bonusStep: DepositBonusStep;
  methods: UseQueryResult<DepositMethod[], unknown>;
  quickAmounts: number[];
  depositThresholdNotice: boolean;
  playMoneyMinimumMinor: number | null;
  close: () => void;
};

/**
 * The internal cashier's steps (spec part 1 sections 2 and 4): the optional bonus step, step 1,
 * step 2 (ProviderStep), and step 3 (the status check, then the result). Focus moves to the new
 * step when the step changes, so keyboard and screen-reader users follow along.
 */
export function DepositSteps(props: DepositStepsProps) {
  const { view, flow, profile, bonusStep } = props;
  const container = useFocusOnStepChange(view);
  const showsProgress = (view === 'bonus' || view === 'method') && (bonusStep.shows || flow.memory.bonusStepAnswered);
  return (
    <div className={styles.steps} ref={container} tabIndex={-1}>
      {showsProgress && <DepositProgress current={view === 'bonus' ? 'bonus' : 'payment'} />}
      {view === 'bonus' && <BonusView {...props} />}
      {view === 'method' && <MethodView {...props} />}
      {view === 'provider' && flow.memory.providerStart && (
        <LazyStep>
          <providerStepPart.Component
            key={flow.memory.providerKey}
            start={flow.memory.providerStart}
            onOutcome={flow.finish}
            onPopupBlocked={flow.reportPopupBlocked}
            onVerification={flow.setVerification}
          />
        </LazyStep>
      )}
      {view === 'statusCheck' && <StatusCheckView {...props} currency={profile.currency.code} />}
      {view === 'result' && <ResultView {...props} />}
    </div>
  );
}

function BonusView({ flow, request, profile, bonusStep, quickAmounts }: DepositStepsProps) {
  const { t } = useTranslation();
  if (bonusStep.loading) return <Spinner label={t('common.loading')} />;
  return (
    <LazyStep>
      <bonusStepPart.Component
        bonuses={bonusStep.offered}
        currency={profile.currency.code}
        countryCode={profile.countryCode}
        initialBonusCode={bonusStep.initialBonusCode}
        initialAmount={request.amount}
        vip={bonusStep.vip}
        quickAmounts={quickAmounts}
        onNoThanks={flow.skipBonus}
        onNext={flow.chooseBonus}
      />
    </LazyStep>
  );
}

function MethodView(props: DepositStepsProps) {
  const { flow, request, profile, bonusStep } = props;
  // Step 2's code comes while the player fills the form, so the pay button's answer shows at once;
  // once step 1 is on screen, so fetching it does not hold up step 1's first frame.
  useEffect(() => whenIdle(providerStepPart.preload), []);
  const { bonusChoice, bonusStepAnswered } = flow.memory;
  // After the bonus step its choice fills the code; "No thanks" leaves it empty.
  const bonusCode = bonusChoice?.bonus.bonusCode ?? (bonusStepAnswered ? '' : (bonusStep.initialBonusCode ?? ''));
  return (
    <MethodStep
      methods={props.methods}
      linkMethod={request.method}
      bonusAmountMinor={bonusChoice?.amountMinor ?? null}
      linkAmount={request.amount}
      initialBonusCode={bonusCode}
      quickAmounts={props.quickAmounts}
      currency={profile.currency.code}
      countryCode={profile.countryCode}
      playMoneyMinimumMinor={props.playMoneyMinimumMinor}
      depositThresholdNotice={props.depositThresholdNotice}
      popupBlocked={flow.memory.popupBlocked}
      onAnswer={flow.afterStepOne}
    />
  );
}

function StatusCheckView({ flow, request, currency }: DepositStepsProps & { currency: string }) {
  const parsed = request.amount ? parseDecimalAmount(request.amount, currency) : null;
  return (
    <StatusCheck
      txnId={request.txnId ?? ''}
      method={request.method ?? ''}
      amountMinor={parsed?.ok ? parsed.minor : 0}
      onOutcome={flow.finish}
    />
  );
}

function ResultView({ flow, profile, close }: DepositStepsProps) {
  const language = useSiteLanguage();
  const finished = flow.memory.finished;
  const next = useDepositAfterSuccess(finished, close);
  if (!finished) return null;
  const { outcome } = finished;
  return (
    <DepositResult
      screen={outcome.screen}
      amount={
        outcome.amountMinor > 0
          ? formatCashierAmount(outcome.amountMinor, profile.currency.code, language, profile.countryCode)
          : null
      }
      next={next}
      onClose={close}
      onRetry={flow.retry}
    />
  );
}

/** Moves focus to the steps' container when the step changes (not on the first one: the dialog focuses that). */
function useFocusOnStepChange(view: DepositView) {
  const container = useRef<HTMLDivElement>(null);
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    // The result focuses its own heading.
    if (view !== 'result') container.current?.focus();
  }, [view]);
  return container;
}
