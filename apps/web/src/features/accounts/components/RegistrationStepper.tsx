import { useTranslation } from 'react-i18next';
import styles from './RegistrationStepper.module.css';

export type RegistrationStep = 1 | 2 | 3;

/** Where the player is in sign-up: two steps where step three (the code) is skipped, else three. */
export function RegistrationStepper({ current, withCodeStep }: { current: RegistrationStep; withCodeStep: boolean }) {
  const { t } = useTranslation();
  const steps: RegistrationStep[] = withCodeStep ? [1, 2, 3] : [1, 2];
  return (
    <div>
      <ol className={styles.steps} aria-label={t('registerComp.stepper.label')}>
        {steps.map((step, index) => {
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.bullet} aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={styles.name}>
                {t(`registerComp.stepper.step${step}`)}
                {state === 'done' && <span className={styles.visuallyHidden}> {t('registerComp.stepper.done')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p className={styles.count}>
        {t('registerComp.stepper.count', { current: steps.indexOf(current) + 1, total: steps.length })}
      </p>
    </div>
  );
}
