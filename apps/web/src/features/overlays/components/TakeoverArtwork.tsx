import type { TakeoverKind } from '../hooks/use-takeover';

/*
 * The takeovers' artwork: small generated SVG drawings in the site's gold on deep navy, drawn
 * inside the frame of TakeoverArt. Loaded only when a takeover shows.
 */

function Defs({ id }: { id: string }) {
  return (
    <defs>
      <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#ffe08a" />
        <stop offset="0.5" stopColor="#f5b301" />
        <stop offset="1" stopColor="#d98c00" />
      </linearGradient>
      <radialGradient id={`${id}-halo`} cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stopColor="#f5b301" stopOpacity="0.35" />
        <stop offset="1" stopColor="#f5b301" stopOpacity="0" />
      </radialGradient>
    </defs>
  );
}

function Maintenance() {
  const gold = 'url(#takeover-maintenance-gold)';
  const teeth = Array.from({ length: 8 }, (_, index) => index * 45);
  return (
    <>
      <Defs id="takeover-maintenance" />
      <circle cx="100" cy="100" r="96" fill="url(#takeover-maintenance-halo)" />
      <g data-spin="slow" style={{ transformOrigin: '86px 92px' }}>
        {teeth.map((angle) => (
          <rect
            key={angle}
            x="79"
            y="38"
            width="14"
            height="20"
            rx="3"
            fill={gold}
            transform={`rotate(${angle} 86 92)`}
          />
        ))}
        <circle cx="86" cy="92" r="38" fill={gold} />
        <circle cx="86" cy="92" r="16" fill="#0c1120" />
      </g>
      <g data-spin="reverse" style={{ transformOrigin: '140px 140px' }}>
        {teeth.map((angle) => (
          <rect
            key={angle}
            x="135"
            y="109"
            width="10"
            height="14"
            rx="2"
            fill="#33416a"
            transform={`rotate(${angle + 22} 140 140)`}
          />
        ))}
        <circle cx="140" cy="140" r="24" fill="#33416a" />
        <circle cx="140" cy="140" r="9" fill="#0c1120" />
      </g>
      <g transform="rotate(-45 52 148)">
        <rect x="47" y="128" width="10" height="44" rx="5" fill="#a3adc6" />
        <path d="M40 118a12 12 0 1 0 24 0v-10h-7v10h-10v-10h-7z" fill="#a3adc6" />
      </g>
    </>
  );
}

function CountryBlocked() {
  const gold = 'url(#takeover-blocked-gold)';
  return (
    <>
      <Defs id="takeover-blocked" />
      <circle cx="100" cy="100" r="96" fill="url(#takeover-blocked-halo)" />
      <circle cx="100" cy="96" r="58" fill="#111829" stroke="#33416a" strokeWidth="3" />
      <ellipse cx="100" cy="96" rx="26" ry="58" fill="none" stroke="#33416a" strokeWidth="3" />
      <path d="M44 80h112M44 112h112M100 38v116" stroke="#33416a" strokeWidth="3" />
      <circle cx="100" cy="96" r="6" fill="#f5b301" />
      <circle cx="100" cy="96" r="12" fill="none" stroke="#f5b301" strokeOpacity="0.45" strokeWidth="2" />
      <rect x="34" y="138" width="132" height="22" rx="6" fill={gold} />
      <path
        d="M52 138l-14 22M82 138l-14 22M112 138l-14 22M142 138l-14 22M166 144l-10 16"
        stroke="#1c1400"
        strokeWidth="8"
      />
      <rect x="44" y="160" width="8" height="22" rx="2" fill="#a3adc6" />
      <rect x="148" y="160" width="8" height="22" rx="2" fill="#a3adc6" />
    </>
  );
}

function AccountLocked() {
  const gold = 'url(#takeover-locked-gold)';
  return (
    <>
      <Defs id="takeover-locked" />
      <circle cx="100" cy="100" r="96" fill="url(#takeover-locked-halo)" />
      <path d="M68 92V70a32 32 0 0 1 64 0v22" fill="none" stroke="#a3adc6" strokeWidth="12" strokeLinecap="round" />
      <rect x="50" y="88" width="100" height="78" rx="16" fill={gold} />
      <rect x="50" y="88" width="100" height="14" rx="7" fill="#ffe08a" opacity="0.45" />
      <circle cx="100" cy="120" r="11" fill="#1c1400" />
      <path d="M100 126v18" stroke="#1c1400" strokeWidth="8" strokeLinecap="round" />
      <path d="M166 52l8-8M172 70h10M156 40V30" stroke="#f5b301" strokeWidth="4" strokeLinecap="round" opacity="0.6" />
    </>
  );
}

const ART: Record<TakeoverKind, () => React.JSX.Element> = {
  maintenance: Maintenance,
  countryBlocked: CountryBlocked,
  accountLocked: AccountLocked,
};

/** The drawing of one takeover, for the 200 × 200 frame of TakeoverArt. */
export function TakeoverArtwork({ kind }: { kind: TakeoverKind }) {
  const Art = ART[kind];
  return <Art />;
}
