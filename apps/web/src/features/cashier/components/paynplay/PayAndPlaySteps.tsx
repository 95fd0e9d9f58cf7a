import { useTranslation } from 'react-i18next';
import styles from './PayAndPlay.module.css';

const STEPS = ['choose', 'bank', 'play'] as const;

/** How pay-and-play goes, in three steps: the amount, the bank, then play. */
export function PayAndPlaySteps({ brand }: { brand: string }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.steps}>
      {STEPS.map((step, index) => (
        <li key={step} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <span>
            <strong className={styles.stepTitle}>{t(`payAndPlayComp.steps.${step}.title`)}</strong>
            <span className={styles.stepText}>{t(`payAndPlayComp.steps.${step}.text`, { brand })}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
