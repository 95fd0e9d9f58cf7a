import { useTranslation } from 'react-i18next';
import styles from './DepositModal.module.css';

/** The status bar of a deposit with a bonus step (spec part 1 section 2): Bonus, then Payment. */
export function DepositProgress({ current }: { current: 'bonus' | 'payment' }) {
  const { t } = useTranslation();
  const steps = [
    { id: 'bonus', label: t('depositComp.progress.bonus') },
    { id: 'payment', label: t('depositComp.progress.payment') },
  ] as const;
  const currentIndex = steps.findIndex((step) => step.id === current);
  return (
    <ol className={styles.progress} aria-label={t('depositComp.progress.label')}>
      {steps.map((step, index) => (
        <li
          key={step.id}
          aria-current={index === currentIndex ? 'step' : undefined}
          data-done={index < currentIndex ? 'true' : undefined}
        >
          <span className={styles.progressStep}>
            <span className={styles.progressDot} aria-hidden="true">
              {index < currentIndex ? '✓' : index + 1}
            </span>
            {step.label}
          </span>
        </li>
      ))}
    </ol>
  );
}
