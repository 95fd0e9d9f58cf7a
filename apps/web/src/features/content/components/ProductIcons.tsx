/** Line icons for the three products, drawn in the accent colour by their container; decorative only. */
const ICON_PROPS = {
  viewBox: '0 0 32 32',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function CherriesIcon() {
  return (
    <svg {...ICON_PROPS} aria-hidden="true" focusable="false">
      <circle cx="9.5" cy="22.5" r="6" />
      <circle cx="22.5" cy="23.5" r="6" />
      <path d="M9.5 16.5c1-6 5-10.5 11.5-12.5M22.5 17.5c-1.5-4.5-2-9-1.5-13.5" />
      <path d="M21 4c2.8-2.4 6.6-2.2 8.8.6-2.9 2.2-6.6 2-8.8-.6z" />
    </svg>
  );
}

export function RouletteIcon() {
  return (
    <svg {...ICON_PROPS} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="12" />
      <circle cx="16" cy="16" r="6" />
      <path d="M16 4v6M16 22v6M4 16h6M22 16h6M7.5 7.5l4.3 4.3M20.2 20.2l4.3 4.3M24.5 7.5l-4.3 4.3M11.8 20.2l-4.3 4.3" />
      <circle cx="16" cy="16" r="1.5" fill="currentColor" />
    </svg>
  );
}

export function BallIcon() {
  return (
    <svg {...ICON_PROPS} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="12" />
      <path d="M16 10.5l5 3.6-1.9 5.9h-6.2l-1.9-5.9z" />
      <path d="M16 4v6.5M21 14.1l6.3-2.3M19.1 20l3.9 5.4M12.9 20L9 25.4M11 14.1l-6.3-2.3" />
    </svg>
  );
}
