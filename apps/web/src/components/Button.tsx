import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner and keeps the button's width while a request runs. */
  busy?: boolean;
  fullWidth?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  fullWidth = false,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], fullWidth ? styles.fullWidth : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} aria-busy={busy || undefined} {...rest}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      <span className={busy ? styles.busyLabel : undefined}>{children}</span>
    </button>
  );
}

/** The same look for links that act as buttons (navigation, not actions). */
export function buttonClassName(variant: ButtonVariant = 'primary', size: 'sm' | 'md' | 'lg' = 'md') {
  return [styles.button, styles[variant], styles[size]].join(' ');
}
