import styles from './Spinner.module.css';

/** A loading indicator with a text for screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.wrapper} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
