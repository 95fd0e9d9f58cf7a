import { useTranslation } from 'react-i18next';
import { checkPasswordPolicy, PASSWORD_LENGTH_MAX, PASSWORD_LENGTH_MIN } from '../rules/password-policy';
import styles from './PasswordPolicyHints.module.css';

/** The password rules, each ticked off live as the player types (identity password policy). */
export function PasswordPolicyHints({ password, email }: { password: string; email?: string | undefined }) {
  const { t } = useTranslation();
  const checks = checkPasswordPolicy(password, email).filter((check) => check.rule !== 'notEmail' || email);
  return (
    <div className={styles.policy}>
      <p className={styles.title}>{t('passwordComp.policy.title')}</p>
      <ul className={styles.list}>
        {checks.map((check) => (
          <li key={check.rule} className={check.met ? styles.met : styles.unmet}>
            <span className={styles.icon} aria-hidden="true">
              {check.met ? '✓' : '•'}
            </span>
            <span>
              {t(`passwordComp.policy.${check.rule}`, { min: PASSWORD_LENGTH_MIN, max: PASSWORD_LENGTH_MAX })}
              <span className={styles.visuallyHidden}>
                {' '}
                {check.met ? t('passwordComp.policy.met') : t('passwordComp.policy.notMet')}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
