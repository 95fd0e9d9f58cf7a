/** The server-error popups' mark: a soft red disc with a lightning bolt (generated SVG). */
export function ErrorMark() {
  return (
    <svg viewBox="0 0 44 44" width="44" height="44" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="error-mark-glow" cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#ff9a9a" />
          <stop offset="1" stopColor="#c0392b" />
        </radialGradient>
      </defs>
      <circle cx="22" cy="22" r="21" fill="#2a1118" stroke="#ff6b6b" strokeOpacity="0.5" />
      <circle cx="22" cy="22" r="14" fill="url(#error-mark-glow)" opacity="0.9" />
      <path d="M24 12l-8 12h6l-2 8 8-12h-6z" fill="#fff5f5" />
    </svg>
  );
}
