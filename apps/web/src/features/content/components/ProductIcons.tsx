/** Line icons for the products and site features, drawn in their container's colour; decorative only. */
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

export function FlagIcon() {
  return (
    <svg {...ICON_PROPS} aria-hidden="true" focusable="false">
      <path d="M7 29V4" />
      <path d="M7 5h18l-3.5 6L25 17H7" />
      <path d="M13 5v12M19 5v12M7 11h18" strokeWidth="1.2" />
    </svg>
  );
}

export function CrownIcon() {
  return (
    <svg {...ICON_PROPS} aria-hidden="true" focusable="false">
      <path d="M4 11l6 5 6-9 6 9 6-5-2.5 13h-19z" />
      <path d="M7 28h18" />
      <circle cx="16" cy="19" r="1.6" fill="currentColor" />
    </svg>
  );
}

export function ShieldIcon() {
  return (
    <svg {...ICON_PROPS} aria-hidden="true" focusable="false">
      <path d="M16 3l11 4v8c0 7-4.7 11.7-11 14-6.3-2.3-11-7-11-14V7z" />
      <path d="M11 16l3.5 3.5L21 13" />
    </svg>
  );
}

export function BoltIcon() {
  return (
    <svg {...ICON_PROPS} aria-hidden="true" focusable="false">
      <path d="M18 3L6 18h9l-2 11 13-16h-9z" />
    </svg>
  );
}

export function AdultsOnlyIcon() {
  return (
    <svg {...ICON_PROPS} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="13" />
      <path d="M9.5 12l2-1.5V21" />
      <path d="M18 15.8a2.6 2.6 0 1 1 0-5.2 2.6 2.6 0 0 1 0 5.2zm0 0a2.7 2.7 0 1 1 0 5.4 2.7 2.7 0 0 1 0-5.4z" />
      <path d="M24.5 14v4M22.5 16h4" strokeWidth="1.6" />
    </svg>
  );
}

export function HeartHandIcon() {
  return (
    <svg {...ICON_PROPS} aria-hidden="true" focusable="false">
      <path d="M16 15.5c-2.6-2.3-6-4.6-6-7.6A3.4 3.4 0 0 1 16 6a3.4 3.4 0 0 1 6 1.9c0 3-3.4 5.3-6 7.6z" />
      <path d="M3 22l5-3.5c1.3-.9 3-.9 4.3 0l2.2 1.5h5a2 2 0 0 1 0 4h-6" />
      <path d="M19.5 24l6-3.6a2 2 0 0 1 2.2 3.3L19 29H8.5L5 27" />
    </svg>
  );
}

export function WalletIcon() {
  return (
    <svg {...ICON_PROPS} aria-hidden="true" focusable="false">
      <path d="M25 10V7a2 2 0 0 0-2-2H7a3 3 0 0 0-3 3v16a3 3 0 0 0 3 3h18a2 2 0 0 0 2-2v-4" />
      <path d="M4 8a3 3 0 0 0 3 3h18a2 2 0 0 1 2 2v2" />
      <rect x="19" y="15" width="9" height="6" rx="2" />
      <path d="M16 1.5v6M13.5 5L16 7.5 18.5 5" strokeWidth="1.6" />
    </svg>
  );
}

export function GiftIcon() {
  return (
    <svg {...ICON_PROPS} aria-hidden="true" focusable="false">
      <rect x="4" y="11" width="24" height="6" rx="1.5" />
      <path d="M6 17v10h20V17M16 11v16" />
      <path d="M16 11c-1.5-4-6.5-6-7.5-3s4 3 7.5 3zm0 0c1.5-4 6.5-6 7.5-3s-4 3-7.5 3z" />
    </svg>
  );
}

export function UserIcon() {
  return (
    <svg {...ICON_PROPS} aria-hidden="true" focusable="false">
      <circle cx="16" cy="11" r="5.5" />
      <path d="M5.5 28c1.2-5.4 5.4-8.5 10.5-8.5S25.3 22.6 26.5 28" />
    </svg>
  );
}
