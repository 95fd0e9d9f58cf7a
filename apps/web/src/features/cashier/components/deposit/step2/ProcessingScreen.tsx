import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../../components/Spinner';
import styles from './ProviderStep.module.css';

/** How often a running countdown is read out: every second would drown the screen reader. */
export const COUNTDOWN_ANNOUNCE_EVERY_S = 30;

type ProcessingScreenProps = {
  heading: string;
  text: string;
  /** The seconds left of the processing countdown, when one runs. */
  secondsLeft?: number;
};

/**
 * The step's waiting screen: a heading, a spinner with what is happening (announced politely) and,
 * after a provider window closed, the countdown. The visible countdown ticks every second; screen
 * readers hear it at the start and every COUNTDOWN_ANNOUNCE_EVERY_S seconds.
 */
export function ProcessingScreen({ heading, text, secondsLeft }: ProcessingScreenProps) {
  const { t } = useTranslation();
  const announced =
    secondsLeft === undefined
      ? undefined
      : Math.ceil(secondsLeft / COUNTDOWN_ANNOUNCE_EVERY_S) * COUNTDOWN_ANNOUNCE_EVERY_S;
  return (
    <section className={styles.screen}>
      <h3 className={styles.heading}>{heading}</h3>
      {/* The spinner's text is a polite status region: what happens now is read out as it changes. */}
      <Spinner label={text} />
      {secondsLeft !== undefined && (
        <>
          <p className={styles.countdown} role="timer" aria-live="off">
            {t('depositStepComp.closed.countdown', { seconds: secondsLeft })}
          </p>
          <p className={styles.visuallyHidden} aria-live="polite">
            {t('depositStepComp.closed.countdownAnnounced', { seconds: announced })}
          </p>
        </>
      )}
    </section>
  );
}
