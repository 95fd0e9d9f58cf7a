/**
 * The glyphs the artwork is built from, drawn as SVG in a box from -100 to 100 on both axes,
 * centred on the origin. Each takes its paints so the same shape serves a glowing hero glyph and a
 * faint background ornament.
 */
export const MOTIFS = [
  'snowflake',
  'star',
  'gem',
  'moon',
  'shield',
  'bolt',
  'coin',
  'paw',
  'leaf',
  'flame',
  'sun',
  'feather',
  'hammer',
  'skull',
  'cherry',
  'bell',
  'seven',
  'clover',
  'diamond',
  'planet',
  'hex',
  'eye',
  'lantern',
  'lotus',
  'pearl',
  'wave',
  'crown',
  'pyramid',
  'trident',
  'anchor',
  'spade',
  'heart',
  'club',
  'chip',
  'wheel',
  'cards',
] as const;

export type Motif = (typeof MOTIFS)[number];

/** fill: the body (usually a gradient url); line: outlines and strokes; detail: inner marks. */
export type MotifPaint = { fill: string; line: string; detail: string };

type Draw = (paint: MotifPaint) => string;

const round = (value: number) => Math.round(value * 10) / 10;

function polar(radius: number, angleDegrees: number): [number, number] {
  const radians = ((angleDegrees - 90) * Math.PI) / 180;
  return [round(radius * Math.cos(radians)), round(radius * Math.sin(radians))];
}

/** A star polygon: `points` tips alternating between the outer and inner radius. */
function starPoints(points: number, outer: number, inner: number, rotation = 0): string {
  const corners: string[] = [];
  for (let index = 0; index < points * 2; index += 1) {
    const [x, y] = polar(index % 2 === 0 ? outer : inner, rotation + (index * 180) / points);
    corners.push(`${x},${y}`);
  }
  return corners.join(' ');
}

function regularPolygon(sides: number, radius: number, rotation = 0): string {
  return Array.from({ length: sides }, (_, index) => polar(radius, rotation + (index * 360) / sides).join(',')).join(
    ' ',
  );
}

const outline = (paint: MotifPaint, width = 6) =>
  `stroke="${paint.line}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

const DRAWINGS: Record<Motif, Draw> = {
  snowflake: (paint) => {
    const arms = Array.from({ length: 6 }, (_, index) => {
      const angle = index * 60;
      return `<g transform="rotate(${angle})"><path d="M0 0 V-92 M0 -52 L-24 -74 M0 -52 L24 -74 M0 -24 L-18 -40 M0 -24 L18 -40" ${outline(paint, 14)} fill="none"/><path d="M0 0 V-92 M0 -52 L-24 -74 M0 -52 L24 -74 M0 -24 L-18 -40 M0 -24 L18 -40" stroke="${paint.fill}" stroke-width="8" stroke-linecap="round" fill="none"/></g>`;
    });
    return `${arms.join('')}<polygon points="${regularPolygon(6, 16)}" fill="${paint.detail}"/>`;
  },
  star: (paint) =>
    `<polygon points="${starPoints(5, 96, 40)}" fill="${paint.fill}" ${outline(paint)}/><polygon points="${starPoints(5, 56, 24)}" fill="${paint.detail}" opacity="0.45"/>`,
  gem: (paint) =>
    `<polygon points="-60,-50 60,-50 92,-10 0,92 -92,-10" fill="${paint.fill}" ${outline(paint)}/>` +
    `<path d="M-92 -10 H92 M-60 -50 L-30 -10 L0 -50 L30 -10 L60 -50 M-30 -10 L0 92 L30 -10" fill="none" stroke="${paint.detail}" stroke-width="4" opacity="0.7"/>`,
  moon: (paint) =>
    `<path d="M30 -88 A92 92 0 1 0 88 30 A72 72 0 1 1 30 -88 Z" fill="${paint.fill}" ${outline(paint)}/>` +
    `<circle cx="-30" cy="20" r="10" fill="${paint.detail}" opacity="0.35"/><circle cx="-8" cy="54" r="6" fill="${paint.detail}" opacity="0.3"/>`,
  shield: (paint) =>
    `<path d="M0 -94 L80 -62 C80 10 56 58 0 94 C-56 58 -80 10 -80 -62 Z" fill="${paint.fill}" ${outline(paint)}/>` +
    `<path d="M0 -66 V70 M-56 -20 H56" stroke="${paint.detail}" stroke-width="10" opacity="0.6"/><circle r="18" fill="${paint.detail}" opacity="0.8"/>`,
  bolt: (paint) => `<polygon points="22,-96 -58,12 -6,12 -26,96 58,-16 6,-16" fill="${paint.fill}" ${outline(paint)}/>`,
  coin: (paint) =>
    `<circle r="90" fill="${paint.fill}" ${outline(paint)}/><circle r="70" fill="none" stroke="${paint.detail}" stroke-width="5" opacity="0.6"/>` +
    `<rect x="-20" y="-20" width="40" height="40" fill="${paint.detail}" opacity="0.75" transform="rotate(45)"/>`,
  paw: (paint) =>
    `<ellipse cx="0" cy="36" rx="46" ry="40" fill="${paint.fill}" ${outline(paint)}/>` +
    [
      [-62, -12],
      [-26, -54],
      [26, -54],
      [62, -12],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="20" ry="26" fill="${paint.fill}" ${outline(paint, 5)}/>`)
      .join(''),
  leaf: (paint) =>
    `<path d="M-70 80 C-90 -10 -30 -90 80 -90 C80 20 10 90 -70 80 Z" fill="${paint.fill}" ${outline(paint)}/>` +
    `<path d="M-70 80 L60 -70 M-30 34 L-32 -20 M0 0 L40 4 M16 -20 L10 -60" stroke="${paint.detail}" stroke-width="5" fill="none" opacity="0.7"/>`,
  flame: (paint) =>
    `<path d="M0 96 C-60 96 -80 50 -70 10 C-60 -30 -30 -40 -20 -96 C20 -60 30 -40 26 -10 C40 -24 44 -40 40 -60 C80 -20 90 40 60 76 C44 92 22 96 0 96 Z" fill="${paint.fill}" ${outline(paint)}/>` +
    `<path d="M0 88 C-30 88 -40 60 -30 36 C-20 16 -4 10 0 -20 C24 6 36 30 30 56 C26 76 14 88 0 88 Z" fill="${paint.detail}" opacity="0.8"/>`,
  sun: (paint) =>
    `<polygon points="${starPoints(12, 98, 66)}" fill="${paint.fill}" ${outline(paint, 4)}/><circle r="54" fill="${paint.fill}" ${outline(paint)}/>` +
    `<circle r="34" fill="${paint.detail}" opacity="0.45"/>`,
  feather: (paint) =>
    `<path d="M-70 90 C-60 20 -10 -70 70 -94 C80 -20 30 60 -70 90 Z" fill="${paint.fill}" ${outline(paint)}/>` +
    `<path d="M-80 100 L50 -70 M-30 40 L-50 0 M-6 10 L-20 -36 M18 -22 L10 -60 M-20 44 L20 44 M4 14 L44 8" stroke="${paint.detail}" stroke-width="5" fill="none" opacity="0.7"/>`,
  hammer: (paint) =>
    `<rect x="-12" y="-20" width="24" height="116" rx="8" fill="${paint.detail}" ${outline(paint, 5)}/>` +
    `<path d="M-86 -80 H70 L90 -60 V-20 L70 0 H-86 Z" fill="${paint.fill}" ${outline(paint)}/>`,
  skull: (paint) =>
    `<path d="M0 -90 C56 -90 84 -50 84 -6 C84 30 60 44 50 50 V84 H-50 V50 C-60 44 -84 30 -84 -6 C-84 -50 -56 -90 0 -90 Z" fill="${paint.fill}" ${outline(paint)}/>` +
    `<ellipse cx="-32" cy="-4" rx="20" ry="24" fill="${paint.detail}"/><ellipse cx="32" cy="-4" rx="20" ry="24" fill="${paint.detail}"/>` +
    `<path d="M0 22 L-12 44 H12 Z" fill="${paint.detail}"/><path d="M-26 62 V84 M0 62 V84 M26 62 V84" stroke="${paint.detail}" stroke-width="6"/>`,
  cherry: (paint) =>
    `<path d="M-40 30 C-30 -20 10 -70 50 -92 M40 30 C40 -20 44 -60 50 -92" stroke="${paint.line}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<path d="M50 -92 C80 -90 92 -70 84 -56 C64 -60 54 -74 50 -92 Z" fill="${paint.detail}"/>` +
    `<circle cx="-42" cy="52" r="44" fill="${paint.fill}" ${outline(paint)}/><circle cx="42" cy="52" r="44" fill="${paint.fill}" ${outline(paint)}/>` +
    `<circle cx="-56" cy="38" r="10" fill="#ffffff" opacity="0.5"/><circle cx="28" cy="38" r="10" fill="#ffffff" opacity="0.5"/>`,
  bell: (paint) =>
    `<path d="M0 -90 C40 -90 60 -60 62 -20 C64 20 70 44 92 66 H-92 C-70 44 -64 20 -62 -20 C-60 -60 -40 -90 0 -90 Z" fill="${paint.fill}" ${outline(paint)}/>` +
    `<circle cy="82" r="18" fill="${paint.detail}" ${outline(paint, 4)}/><path d="M-40 -30 C-36 -60 -20 -70 -4 -72" stroke="#ffffff" stroke-width="8" opacity="0.45" fill="none" stroke-linecap="round"/>`,
  seven: (paint) =>
    `<path d="M-72 -90 H78 V-60 C40 -20 10 30 2 94 H-50 C-40 30 -10 -20 22 -52 H-72 Z" fill="${paint.fill}" ${outline(paint)}/>` +
    `<path d="M-60 -78 H60" stroke="#ffffff" stroke-width="6" opacity="0.45"/>`,
  clover: (paint) =>
    [0, 90, 180, 270]
      .map(
        (angle) =>
          `<path d="M0 0 C-50 -20 -60 -80 -26 -90 C-8 -96 0 -80 0 -70 C0 -80 8 -96 26 -90 C60 -80 50 -20 0 0 Z" fill="${paint.fill}" ${outline(paint, 5)} transform="rotate(${angle})"/>`,
      )
      .join('') +
    `<path d="M0 0 C10 40 24 70 44 96" stroke="${paint.line}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  diamond: (paint) =>
    `<polygon points="0,-96 72,0 0,96 -72,0" fill="${paint.fill}" ${outline(paint)}/>` +
    `<polygon points="0,-60 40,0 0,60 -40,0" fill="${paint.detail}" opacity="0.4"/><path d="M-72 0 H72 M0 -96 V96" stroke="#ffffff" stroke-width="3" opacity="0.35"/>`,
  planet: (paint) =>
    `<circle r="62" fill="${paint.fill}" ${outline(paint)}/>` +
    `<path d="M-58 -20 C-20 -30 30 -10 60 -24 M-62 10 C-20 0 20 24 62 6" stroke="${paint.detail}" stroke-width="8" fill="none" opacity="0.5"/>` +
    `<ellipse rx="98" ry="26" fill="none" stroke="${paint.line}" stroke-width="14" transform="rotate(-18)"/><ellipse rx="98" ry="26" fill="none" stroke="${paint.detail}" stroke-width="6" transform="rotate(-18)"/>`,
  hex: (paint) =>
    `<polygon points="${regularPolygon(6, 92, 30)}" fill="${paint.fill}" ${outline(paint)}/><polygon points="${regularPolygon(6, 56, 30)}" fill="none" stroke="${paint.detail}" stroke-width="8" opacity="0.7"/>`,
  eye: (paint) =>
    `<path d="M-96 0 C-60 -60 60 -60 96 0 C60 60 -60 60 -96 0 Z" fill="${paint.fill}" ${outline(paint)}/>` +
    `<circle r="34" fill="${paint.detail}"/><circle r="14" fill="${paint.line}"/><circle cx="-10" cy="-12" r="8" fill="#ffffff" opacity="0.7"/>` +
    `<path d="M-20 40 C-30 70 -10 86 10 90 M40 36 L60 84" stroke="${paint.line}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  lantern: (paint) =>
    `<path d="M0 -96 V-76 M-30 -76 H30 M-30 84 H30 M-10 84 V100 M10 84 V100" stroke="${paint.line}" stroke-width="8" stroke-linecap="round"/>` +
    `<ellipse cy="4" rx="70" ry="80" fill="${paint.fill}" ${outline(paint)}/>` +
    `<path d="M0 -76 C-40 -50 -40 60 0 84 M0 -76 C40 -50 40 60 0 84 M-68 4 H68" stroke="${paint.detail}" stroke-width="5" fill="none" opacity="0.6"/>`,
  lotus: (paint) =>
    `${[-60, -30, 0, 30, 60]
      .map(
        (angle) =>
          `<path d="M0 70 C-36 30 -30 -40 0 -90 C30 -40 36 30 0 70 Z" fill="${paint.fill}" ${outline(paint, 5)} transform="rotate(${angle} 0 70)"/>`,
      )
      .join('')}<ellipse cy="76" rx="70" ry="12" fill="${paint.detail}" opacity="0.6"/>`,
  pearl: (paint) =>
    `<path d="M-92 40 C-80 -40 80 -40 92 40 C60 20 40 80 0 80 C-40 80 -60 20 -92 40 Z" fill="${paint.detail}" ${outline(paint)}/>` +
    `<circle cy="0" r="46" fill="${paint.fill}" ${outline(paint)}/><circle cx="-14" cy="-16" r="14" fill="#ffffff" opacity="0.7"/>`,
  wave: (paint) =>
    `<path d="M-96 80 C-96 0 -40 -80 30 -80 C76 -80 96 -50 88 -20 C70 -44 30 -40 20 -10 C10 20 40 40 70 30 C40 70 -20 80 -96 80 Z" fill="${paint.fill}" ${outline(paint)}/>` +
    `<path d="M-70 60 C-60 0 -20 -50 30 -60" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.45" stroke-linecap="round"/>`,
  crown: (paint) =>
    `<path d="M-88 60 L-96 -50 L-48 -6 L0 -84 L48 -6 L96 -50 L88 60 Z" fill="${paint.fill}" ${outline(paint)}/>` +
    `<rect x="-88" y="60" width="176" height="28" rx="6" fill="${paint.fill}" ${outline(paint)}/>` +
    `<circle cx="0" cy="74" r="9" fill="${paint.detail}"/><circle cx="-48" cy="74" r="7" fill="${paint.detail}"/><circle cx="48" cy="74" r="7" fill="${paint.detail}"/>` +
    `<circle cx="0" cy="-84" r="10" fill="${paint.detail}"/><circle cx="-96" cy="-50" r="8" fill="${paint.detail}"/><circle cx="96" cy="-50" r="8" fill="${paint.detail}"/>`,
  pyramid: (paint) =>
    `<polygon points="0,-90 96,80 -96,80" fill="${paint.fill}" ${outline(paint)}/><polygon points="0,-90 96,80 20,80" fill="${paint.detail}" opacity="0.35"/>` +
    `<path d="M-62 20 H62 M-30 -36 H30" stroke="${paint.line}" stroke-width="4" opacity="0.5"/>`,
  trident: (paint) =>
    `<path d="M0 96 V-60 M-56 -90 V-30 C-56 0 56 0 56 -30 V-90" stroke="${paint.line}" stroke-width="22" fill="none" stroke-linecap="round"/>` +
    `<path d="M0 96 V-60 M-56 -90 V-30 C-56 0 56 0 56 -30 V-90" stroke="${paint.fill}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<polygon points="0,-98 -16,-62 16,-62" fill="${paint.detail}"/>`,
  anchor: (paint) =>
    `<path d="M0 -60 V84 M-44 -30 H44 M-80 24 C-70 70 -30 90 0 90 C30 90 70 70 80 24" stroke="${paint.line}" stroke-width="22" fill="none" stroke-linecap="round"/>` +
    `<path d="M0 -60 V84 M-44 -30 H44 M-80 24 C-70 70 -30 90 0 90 C30 90 70 70 80 24" stroke="${paint.fill}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<circle cy="-76" r="18" fill="none" stroke="${paint.fill}" stroke-width="10"/>`,
  spade: (paint) =>
    `<path d="M0 -94 C40 -50 90 -20 90 20 C90 56 50 70 16 46 C20 70 30 86 44 96 H-44 C-30 86 -20 70 -16 46 C-50 70 -90 56 -90 20 C-90 -20 -40 -50 0 -94 Z" fill="${paint.fill}" ${outline(paint)}/>`,
  heart: (paint) =>
    `<path d="M0 90 C-60 40 -96 0 -90 -40 C-84 -80 -30 -92 0 -50 C30 -92 84 -80 90 -40 C96 0 60 40 0 90 Z" fill="${paint.fill}" ${outline(paint)}/>` +
    `<path d="M-60 -50 C-50 -70 -30 -72 -20 -64" stroke="#ffffff" stroke-width="8" opacity="0.45" fill="none" stroke-linecap="round"/>`,
  club: (paint) =>
    `<circle cy="-46" r="40" fill="${paint.fill}" ${outline(paint)}/><circle cx="-46" cy="20" r="40" fill="${paint.fill}" ${outline(paint)}/>` +
    `<circle cx="46" cy="20" r="40" fill="${paint.fill}" ${outline(paint)}/><path d="M-10 20 C-10 60 -24 84 -40 96 H40 C24 84 10 60 10 20 Z" fill="${paint.fill}" ${outline(paint)}/>`,
  chip: (paint) =>
    `<circle r="92" fill="${paint.fill}" ${outline(paint)}/>` +
    Array.from(
      { length: 8 },
      (_, index) =>
        `<rect x="-10" y="-92" width="20" height="28" fill="${paint.detail}" transform="rotate(${index * 45})"/>`,
    ).join('') +
    `<circle r="56" fill="none" stroke="${paint.detail}" stroke-width="6" stroke-dasharray="10 8"/><circle r="40" fill="${paint.line}" opacity="0.35"/>`,
  wheel: (paint) => {
    // A roulette wheel keeps its own colours whatever the theme: red and black pockets, a green zero.
    const pockets = Array.from({ length: 37 }, (_, index) => {
      const [x1, y1] = polar(84, (index * 360) / 37);
      const [x2, y2] = polar(84, ((index + 1) * 360) / 37);
      const colour = index === 0 ? '#15803d' : index % 2 === 0 ? '#111827' : '#b91c1c';
      return `<path d="M0 0 L${x1} ${y1} A84 84 0 0 1 ${x2} ${y2} Z" fill="${colour}"/>`;
    }).join('');
    const spokes = [0, 90, 180, 270]
      .map(
        (angle) =>
          `<rect x="-4" y="-44" width="8" height="40" rx="4" fill="${paint.fill}" transform="rotate(${angle + 45})"/>`,
      )
      .join('');
    return (
      `<circle r="98" fill="${paint.fill}" ${outline(paint, 5)}/>` +
      pockets +
      `<circle r="84" fill="none" stroke="${paint.detail}" stroke-width="2" opacity="0.8"/>` +
      `<circle r="58" fill="${paint.line}"/><circle r="52" fill="${paint.fill}"/>` +
      spokes +
      `<circle r="14" fill="${paint.detail}" ${outline(paint, 3)}/>` +
      `<circle cx="0" cy="-72" r="7" fill="#f8fafc" stroke="#94a3b8" stroke-width="1.5"/>`
    );
  },
  cards: (paint) =>
    `<g transform="rotate(-14) translate(-26 0)"><rect x="-54" y="-80" width="108" height="150" rx="12" fill="#f8fafc" ${outline(paint, 5)}/></g>` +
    `<g transform="rotate(12) translate(26 4)"><rect x="-54" y="-80" width="108" height="150" rx="12" fill="#ffffff" ${outline(paint, 5)}/>` +
    `<text x="-38" y="-48" font-family="'DejaVu Serif', serif" font-weight="bold" font-size="26" fill="${paint.line}">A</text>` +
    `<path d="M0 -40 C16 -22 36 -10 36 8 C36 24 18 30 6 20 C8 32 12 40 18 46 H-18 C-12 40 -8 32 -6 20 C-18 30 -36 24 -36 8 C-36 -10 -16 -22 0 -40 Z" fill="${paint.fill}"/></g>`,
};

/** The SVG of a motif, centred on the origin in a 200-unit box. */
export function drawMotif(motif: Motif, paint: MotifPaint): string {
  return DRAWINGS[motif](paint);
}
