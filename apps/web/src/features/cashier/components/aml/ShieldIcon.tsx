/** A shield with a tick: the identity check's mark (decorative). */
export function ShieldIcon({ tone = 'plain' }: { tone?: 'plain' | 'done' | 'failed' }) {
  return (
    <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
      <path
        d="M24 4 8 10v12c0 10 7 18.5 16 22 9-3.5 16-12 16-22V10L24 4Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      {tone === 'failed' ? (
        <path d="m18 18 12 12M30 18 18 30" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      ) : (
        <path
          d="m17 24 5 5 9-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          opacity={tone === 'done' ? 1 : 0.55}
        />
      )}
    </svg>
  );
}
