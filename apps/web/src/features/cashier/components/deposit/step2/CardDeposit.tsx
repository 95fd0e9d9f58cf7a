import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProviderTask } from '../../../hooks/use-provider-task';
import { DEFAULT_FRAME_HEIGHT } from '../../../rules/provider-redirect';
import { type CardPhase, type CardStart, firstCardPhase, runCardDeposit } from './card-flow';
import { ProcessingScreen } from './ProcessingScreen';
import { ProviderFrame } from './ProviderFrame';
import styles from './ProviderStep.module.css';
import { useStepOutcome } from './use-step-outcome';

type CardDepositProps = {
  start: CardStart;
  onOutcome: Parameters<typeof useStepOutcome>[1];
  onVerification: (showing: boolean) => void;
};

/** The card's step 2 on screen: the flow of card-flow.ts, run once per mount and stopped on unmount. */
export function CardDeposit({ start, onOutcome, onVerification }: CardDepositProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [phase, setPhase] = useState<CardPhase>(() => firstCardPhase(start));
  const { report, serverError } = useStepOutcome(start, onOutcome);
  const collectFrame = useRef<HTMLIFrameElement>(null);
  const challengeFrame = useRef<HTMLIFrameElement>(null);
  const verification = useRef(onVerification);
  verification.current = onVerification;

  useProviderTask(
    (signal) =>
      runCardDeposit(
        {
          start,
          show: setPhase,
          collectWindow: () => collectFrame.current?.contentWindow,
          challengeWindow: () => challengeFrame.current?.contentWindow,
          verification: (showing) => verification.current(showing),
          report,
          serverError,
        },
        signal,
      ),
    'card',
    // Only a bug gets here: the deposit's fate is unknown, so it is shown as pending, never as a success.
    () => report('PENDING', { txnId: start.response.txnId }),
  );

  if (phase.name === 'challenge') {
    return (
      <section className={styles.page} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading}>
          {t('depositStepComp.challenge.heading')}
        </h3>
        <p className={styles.text}>{t('depositStepComp.challenge.text')}</p>
        <ProviderFrame plan={phase.plan} title={t('depositStepComp.challenge.frameTitle')} frameRef={challengeFrame} />
      </section>
    );
  }
  if (phase.name === 'collect') {
    const plan = {
      kind: 'iframe',
      url: phase.collect.url,
      method: 'GET',
      parameters: {},
      html: null,
      height: DEFAULT_FRAME_HEIGHT,
    } as const;
    return (
      <>
        <ProcessingScreen heading={t('depositStepComp.collect.heading')} text={t('depositStepComp.collect.text')} />
        <ProviderFrame plan={plan} title={t('depositStepComp.collect.frameTitle')} frameRef={collectFrame} hidden />
      </>
    );
  }
  return <ProcessingScreen heading={t('depositStepComp.checking.heading')} text={t('depositStepComp.checking.text')} />;
}
