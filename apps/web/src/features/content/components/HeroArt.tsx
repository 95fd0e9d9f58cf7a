import styles from './HeroArt.module.css';

type ChipProps = { x: number; y: number; radius: number; color: string; edge: string; angle: number };

/** Angles of the eight edge inlays around a chip. */
const NOTCH_ANGLES = [0, 45, 90, 135, 180, 225, 270, 315];

/** A casino chip: coloured body, eight edge inlays, an inner ring and the brand's V. */
function Chip({ x, y, radius, color, edge, angle }: ChipProps) {
  const notchWidth = radius * 0.22;
  const notchDepth = radius * 0.2;
  return (
    <g transform={`rotate(${angle} ${x} ${y})`}>
      <circle cx={x} cy={y + radius * 0.08} r={radius} fill="#000" opacity="0.35" />
      <circle cx={x} cy={y} r={radius} fill={color} />
      {NOTCH_ANGLES.map((notchAngle) => (
        <rect
          key={notchAngle}
          x={x - notchWidth / 2}
          y={y - radius}
          width={notchWidth}
          height={notchDepth}
          rx={2}
          fill={edge}
          transform={`rotate(${notchAngle} ${x} ${y})`}
        />
      ))}
      <circle cx={x} cy={y} r={radius * 0.68} fill="none" stroke={edge} strokeWidth={2} strokeDasharray="6 5" />
      <circle cx={x} cy={y} r={radius * 0.56} fill={color} stroke="rgb(0 0 0 / 25%)" strokeWidth={2} />
      <path
        transform={`translate(${x - radius * 0.3} ${y - radius * 0.26}) scale(${radius / 110})`}
        d="M0 0h19l14 40 14-40h19L41 66H25z"
        fill={edge}
      />
    </g>
  );
}

/** Decorative hero illustration: speed streaks, an ace and a stack of chips. Hidden from assistive tech. */
export function HeroArt() {
  return (
    <svg className={styles.art} viewBox="0 0 520 420" aria-hidden="true" focusable="false">
      <defs>
        {/* User-space units: a horizontal line has a zero-height box, which a bounding-box gradient cannot paint. */}
        <linearGradient id="hero-streak" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="240" y2="0">
          <stop offset="0" stopColor="#f5b301" stopOpacity="0" />
          <stop offset="1" stopColor="#ffd35c" stopOpacity="0.9" />
        </linearGradient>
        <linearGradient id="hero-card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbf7ec" />
          <stop offset="1" stopColor="#e9e1cc" />
        </linearGradient>
        <radialGradient id="hero-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f5b301" stopOpacity="0.35" />
          <stop offset="1" stopColor="#f5b301" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="300" cy="210" r="210" fill="url(#hero-glow)" />
      <g strokeLinecap="round" stroke="url(#hero-streak)">
        <line x1="10" y1="120" x2="210" y2="120" strokeWidth="6" />
        <line x1="60" y1="160" x2="230" y2="160" strokeWidth="3" />
        <line x1="0" y1="250" x2="190" y2="250" strokeWidth="4" />
        <line x1="80" y1="300" x2="220" y2="300" strokeWidth="2" />
      </g>
      <g transform="rotate(12 330 170)">
        <rect x="260" y="40" width="170" height="240" rx="16" fill="url(#hero-card)" stroke="#c9b98f" />
        <text x="280" y="86" fontSize="34" fontWeight="800" fill="#111" fontFamily="system-ui, sans-serif">
          A
        </text>
        <path
          d="M345 120c-28 30-52 48-52 72 0 16 12 26 26 26 10 0 18-5 22-12l-6 34h20l-6-34c4 7 12 12 22 12 14 0 26-10 26-26 0-24-24-42-52-72z"
          fill="#111"
        />
      </g>
      <Chip x={390} y={300} radius={78} color="#c4182f" edge="#f8f1e0" angle={-14} />
      <Chip x={250} y={330} radius={62} color="#0f1d3d" edge="#f5b301" angle={10} />
      <Chip x={470} y={180} radius={46} color="#f5b301" edge="#1c1400" angle={24} />
    </svg>
  );
}
