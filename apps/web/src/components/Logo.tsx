import styles from './Logo.module.css';

/**
 * The Vauhti mark and wordmark. The word stays real text so the brand reads without images;
 * markOnly hides it visually (small phones) but keeps it for screen readers.
 */
export function Logo({ size = 'md', markOnly = false }: { size?: 'md' | 'sm'; markOnly?: boolean }) {
  return (
    <span className={styles.logo} data-size={size} data-mark-only={markOnly || undefined}>
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={`vauhti-gold-${size}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe08a" />
            <stop offset="0.5" stopColor="#f5b301" />
            <stop offset="1" stopColor="#d98c00" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill="#101729" stroke="#2a3656" />
        <path d="M6 24h9M4 32h8M6 40h6" stroke="#f5b301" strokeWidth="3" strokeLinecap="round" opacity="0.55" />
        <path d="M16 15h10.5l7.5 22 7.5-22H52L38.5 50h-9z" fill={`url(#vauhti-gold-${size})`} />
      </svg>
      <span className={styles.word}>Vauhti</span>
    </span>
  );
}
