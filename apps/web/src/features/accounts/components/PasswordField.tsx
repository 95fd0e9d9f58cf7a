import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PasswordField.module.css';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown under the field whatever its state: the live policy hints of a new password. */
  children?: ReactNode;
};

/** A password input with a show/hide toggle, its label, hint and error tied to it. Works with register(). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, id, children, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const generated = useId();
  const fieldId = id ?? generated;
  const [visible, setVisible] = useState(false);
  const describedBy = [error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : '', children ? `${fieldId}-policy` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={fieldId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={ref}
          id={fieldId}
          type={visible ? 'text' : 'password'}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          autoCapitalize="none"
          spellCheck={false}
          {...rest}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={fieldId}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('passwordComp.hide') : t('passwordComp.show')}
        </button>
      </div>
      {hint && !error && (
        <p className={styles.hint} id={`${fieldId}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className={styles.error} id={`${fieldId}-error`} role="alert">
          {error}
        </p>
      )}
      {children && <div id={`${fieldId}-policy`}>{children}</div>}
    </div>
  );
});
