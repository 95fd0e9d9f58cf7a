import type { ReactNode } from 'react';

/*
 * Simplified national flags of the language dropdown, drawn on a 30 × 20 grid. They are artwork,
 * so their colours are the flags' own rather than design tokens.
 */

function starPath(cx: number, cy: number, radius: number): string {
  const points: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const distance = index % 2 === 0 ? radius : radius * 0.4;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    points.push(`${(cx + distance * Math.cos(angle)).toFixed(2)} ${(cy + distance * Math.sin(angle)).toFixed(2)}`);
  }
  return `M${points.join('L')}Z`;
}

function Bands({ colours, vertical = false }: { colours: string[]; vertical?: boolean }) {
  const size = (vertical ? 30 : 20) / colours.length;
  return (
    <>
      {colours.map((colour, index) =>
        vertical ? (
          <rect key={colour + String(index)} x={index * size} width={size + 0.05} height="20" fill={colour} />
        ) : (
          <rect key={colour + String(index)} y={index * size} width="30" height={size + 0.05} fill={colour} />
        ),
      )}
    </>
  );
}

function NordicCross({ field, cross, inner }: { field: string; cross: string; inner?: string }) {
  return (
    <>
      <rect width="30" height="20" fill={field} />
      <rect x="8" width="6" height="20" fill={cross} />
      <rect y="7" width="30" height="6" fill={cross} />
      {inner && (
        <>
          <rect x="9.6" width="2.8" height="20" fill={inner} />
          <rect y="8.6" width="30" height="2.8" fill={inner} />
        </>
      )}
    </>
  );
}

function UnionJack() {
  return (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0L30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0L30 20M30 0L0 20" stroke="#C8102E" strokeWidth="1.4" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.4" />
    </>
  );
}

function Trigram({ x, y, angle }: { x: number; y: number; angle: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${angle})`} fill="#000">
      <rect x="-2" y="-1.6" width="4" height="0.7" />
      <rect x="-2" y="-0.35" width="4" height="0.7" />
      <rect x="-2" y="0.9" width="4" height="0.7" />
    </g>
  );
}

const MAPLE_LEAF =
  'M15 3.2L16.2 5.6L17.6 5L17.1 8.4L19 6.6L19.5 7.9L21.2 7.5L20.6 9.6L21.6 10.1L18.6 12.6L19 13.8L15.5 13.3V16.5H14.5V13.3L11 13.8L11.4 12.6L8.4 10.1L9.4 9.6L8.8 7.5L10.5 7.9L11 6.6L12.9 8.4L12.4 5L13.8 5.6Z';

const FLAGS: Record<string, () => ReactNode> = {
  GB: () => <UnionJack />,
  FI: () => <NordicCross field="#fff" cross="#002F6C" />,
  SE: () => <NordicCross field="#006AA7" cross="#FECC02" />,
  NO: () => <NordicCross field="#BA0C2F" cross="#fff" inner="#00205B" />,
  DE: () => <Bands colours={['#000', '#DD0000', '#FFCE00']} />,
  JP: () => (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#BC002D" />
    </>
  ),
  CA: () => (
    <>
      <Bands vertical colours={['#D80621', '#fff', '#fff', '#D80621']} />
      <path d={MAPLE_LEAF} fill="#D80621" />
    </>
  ),
  NZ: () => (
    <>
      <rect width="30" height="20" fill="#012169" />
      <g transform="scale(0.5)">
        <UnionJack />
      </g>
      {[
        [22.5, 4.5, 1.5],
        [19.5, 9.5, 1.5],
        [25.8, 8.6, 1.3],
        [22.5, 16, 1.7],
      ].map(([x = 0, y = 0, r = 0]) => (
        <path key={`${x}-${y}`} d={starPath(x, y, r)} fill="#C8102E" stroke="#fff" strokeWidth="0.45" />
      ))}
    </>
  ),
  FR: () => <Bands vertical colours={['#0055A4', '#fff', '#EF4135']} />,
  KR: () => (
    <>
      <rect width="30" height="20" fill="#fff" />
      <path d="M10 10A5 5 0 0 1 20 10A2.5 2.5 0 0 1 15 10A2.5 2.5 0 0 0 10 10Z" fill="#CD2E3A" />
      <path d="M10 10A5 5 0 0 0 20 10A2.5 2.5 0 0 1 15 10A2.5 2.5 0 0 0 10 10Z" fill="#0047A0" />
      <Trigram x={6} y={4.5} angle={-58.6} />
      <Trigram x={24} y={4.5} angle={58.6} />
      <Trigram x={6} y={15.5} angle={58.6} />
      <Trigram x={24} y={15.5} angle={-58.6} />
    </>
  ),
  PL: () => <Bands colours={['#fff', '#DC143C']} />,
  RO: () => <Bands vertical colours={['#002B7F', '#FCD116', '#CE1126']} />,
  HU: () => <Bands colours={['#CE2939', '#fff', '#477050']} />,
  EC: () => (
    <>
      <Bands colours={['#FFDD00', '#FFDD00', '#034EA2', '#ED1C24']} />
      <ellipse cx="15" cy="10" rx="2.3" ry="2.8" fill="#6FA8DC" stroke="#7A4A1E" strokeWidth="0.7" />
    </>
  ),
  PE: () => <Bands vertical colours={['#D91023', '#fff', '#D91023']} />,
  CL: () => (
    <>
      <Bands colours={['#fff', '#D52B1E']} />
      <rect width="10" height="10" fill="#0039A6" />
      <path d={starPath(5, 5.2, 2.6)} fill="#fff" />
    </>
  ),
  IE: () => <Bands vertical colours={['#169B62', '#fff', '#FF883E']} />,
  GR: () => (
    <>
      <Bands colours={['#0D5EAF', '#fff', '#0D5EAF', '#fff', '#0D5EAF', '#fff', '#0D5EAF', '#fff', '#0D5EAF']} />
      <rect width="11.11" height="11.11" fill="#0D5EAF" />
      <rect y="4.44" width="11.11" height="2.22" fill="#fff" />
      <rect x="4.44" width="2.22" height="11.11" fill="#fff" />
    </>
  ),
  CH: () => (
    <>
      <rect width="30" height="20" fill="#DA291C" />
      <rect x="13" y="4" width="4" height="12" fill="#fff" />
      <rect x="9" y="8" width="12" height="4" fill="#fff" />
    </>
  ),
};

/** A country's flag (ISO 3166-1 alpha-2) as a small inline SVG; decorative, the label says the language. */
export function Flag({ code, className }: { code: string; className?: string }) {
  const draw = FLAGS[code];
  return (
    <svg
      className={className}
      viewBox="0 0 30 20"
      width="24"
      height="16"
      aria-hidden="true"
      focusable="false"
      data-flag={code}
    >
      {draw ? draw() : <rect width="30" height="20" fill="#888" />}
    </svg>
  );
}
