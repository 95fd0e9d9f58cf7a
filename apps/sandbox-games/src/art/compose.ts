import { escapeHtml } from '@vauhti/server-kit';
import { darken, lighten, mix } from './colour';
import { drawMotif, type Motif, type MotifPaint } from './motifs';
import { decorationRandom } from './seeded-random';

/** How a studio frames its artwork, so each studio's games look like one family. */
export type ArtStyle = 'neon' | 'gilded' | 'retro' | 'cosmic' | 'lacquer' | 'carved' | 'tidal' | 'velvet' | 'studio';

export type Palette = { primary: string; secondary: string; accent: string };

/** What a game's artwork shows. */
export type ArtSubject = {
  /** Seeds the decoration's placement: the game code. */
  seed: string;
  name: string;
  studioName: string;
  style: ArtStyle;
  motif: Motif;
  decor: readonly Motif[];
  palette: Palette;
  /** A corner ribbon such as LIVE. */
  badge?: string;
};

export type StudioMark = { name: string; mark: Motif; colours: { primary: string; accent: string } };

const FONT = "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif";
const TILE = { width: 480, height: 360 };
const BACKGROUND = { width: 1600, height: 900 };

/** The lobby tile: 480×360, the game's glyph glowing over its world, its name in bold. */
export function tileSvg(subject: ArtSubject): string {
  const { width, height } = TILE;
  const random = decorationRandom(subject.seed);
  const { primary, secondary, accent } = subject.palette;
  const heroX = width / 2;
  const heroY = 138;
  const title = titleLines(subject.name, 436, 58);
  return svg(width, height, [
    sharedDefs(subject.palette),
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    rays(heroX, heroY, 620, 18, lighten(primary, 0.5), 0.07),
    styleLayer(subject.style, width, height, subject.palette, random),
    bokeh(width, height, 16, [accent, primary, lighten(primary, 0.4)], random, 3, 26),
    scatteredMotifs(subject, width, height, 3, random, 0.34, 0.26),
    `<ellipse cx="${heroX}" cy="${heroY + 96}" rx="130" ry="22" fill="url(#pool)"/>`,
    hero(subject.motif, heroX, heroY, 0.92, subject.palette),
    `<rect y="${height * 0.52}" width="${width}" height="${height * 0.48}" fill="url(#floor)"/>`,
    titleText(title, width / 2, title.lines.length === 1 ? 300 : 272, accent),
    studioPill(subject.studioName, 16, 16, primary, accent),
    subject.badge ? badgeRibbon(subject.badge, width) : '',
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`,
    `<rect x="5" y="5" width="${width - 10}" height="${height - 10}" rx="14" fill="none" stroke="${lighten(accent, 0.2)}" stroke-opacity="0.35" stroke-width="2"/>`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="none" stroke="${darken(secondary, 0.5)}" stroke-width="6"/>`,
  ]);
}

/** The game window backdrop: 1600×900, the same world wider and quieter so the game sits on top. */
export function backgroundSvg(subject: ArtSubject): string {
  const { width, height } = BACKGROUND;
  const random = decorationRandom(`${subject.seed}:background`);
  const { primary, accent } = subject.palette;
  return svg(width, height, [
    sharedDefs(subject.palette),
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    rays(width / 2, height * 0.42, 1900, 28, lighten(primary, 0.5), 0.05),
    styleLayer(subject.style, width, height, subject.palette, random),
    bokeh(width, height, 46, [accent, primary, lighten(primary, 0.4)], random, 4, 60),
    scatteredMotifs(subject, width, height, 9, random, 0.9, 0.22),
    `<g opacity="0.55">${hero(subject.motif, width * 0.82, height * 0.44, 2.1, subject.palette)}</g>`,
    `<g opacity="0.55">${hero(subject.decor[0] ?? subject.motif, width * 0.16, height * 0.56, 1.4, subject.palette)}</g>`,
    `<rect y="${height * 0.55}" width="${width}" height="${height * 0.45}" fill="url(#floor)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`,
  ]);
}

/** A studio logo: 240×80 on transparency, an emblem and the studio's name. */
export function logoSvg(studio: StudioMark): string {
  const { primary, accent } = studio.colours;
  const palette: Palette = { primary, secondary: darken(primary, 0.75), accent };
  const [first, ...rest] = studio.name.split(' ');
  const second = rest.join(' ');
  const paint: MotifPaint = { fill: 'url(#hero)', line: darken(primary, 0.7), detail: lighten(accent, 0.3) };
  return svg(240, 80, [
    sharedDefs(palette),
    `<circle cx="40" cy="40" r="34" fill="${darken(primary, 0.6)}" stroke="${accent}" stroke-width="3"/>`,
    `<g transform="translate(40 40) scale(0.26)">${drawMotif(studio.mark, paint)}</g>`,
    `<text x="84" y="${second ? 38 : 50}" font-family="${FONT}" font-weight="bold" font-size="${fitFontSize(first ?? '', 150, 26)}" fill="#ffffff" stroke="${darken(primary, 0.7)}" stroke-width="3" paint-order="stroke">${escapeHtml(first ?? '')}</text>`,
    second
      ? `<text x="85" y="62" font-family="${FONT}" font-weight="bold" font-size="${fitFontSize(second.toUpperCase(), 150, 16)}" letter-spacing="2" fill="${accent}">${escapeHtml(second.toUpperCase())}</text>`
      : '',
  ]);
}

function svg(width: number, height: number, parts: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

function sharedDefs({ primary, secondary, accent }: Palette): string {
  return `<defs>
<radialGradient id="sky" cx="50%" cy="36%" r="78%">
  <stop offset="0" stop-color="${lighten(primary, 0.18)}"/>
  <stop offset="0.32" stop-color="${mix(primary, secondary, 0.55)}"/>
  <stop offset="0.72" stop-color="${secondary}"/>
  <stop offset="1" stop-color="${darken(secondary, 0.6)}"/>
</radialGradient>
<linearGradient id="hero" x1="0" y1="0" x2="0.3" y2="1">
  <stop offset="0" stop-color="${lighten(accent, 0.55)}"/>
  <stop offset="0.45" stop-color="${mix(accent, primary, 0.35)}"/>
  <stop offset="1" stop-color="${darken(primary, 0.35)}"/>
</linearGradient>
<linearGradient id="title" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#ffffff"/>
  <stop offset="0.5" stop-color="${lighten(accent, 0.35)}"/>
  <stop offset="1" stop-color="${mix(accent, primary, 0.4)}"/>
</linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#000000" stop-opacity="0"/>
  <stop offset="1" stop-color="${darken(secondary, 0.7)}" stop-opacity="0.92"/>
</linearGradient>
<radialGradient id="halo">
  <stop offset="0" stop-color="${lighten(accent, 0.3)}" stop-opacity="0.85"/>
  <stop offset="0.45" stop-color="${accent}" stop-opacity="0.35"/>
  <stop offset="1" stop-color="${accent}" stop-opacity="0"/>
</radialGradient>
<radialGradient id="pool">
  <stop offset="0" stop-color="#000000" stop-opacity="0.6"/>
  <stop offset="1" stop-color="#000000" stop-opacity="0"/>
</radialGradient>
<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${lighten(accent, 0.5)}" stop-opacity="0.16"/>
  <stop offset="1" stop-color="${accent}" stop-opacity="0"/>
</linearGradient>
<radialGradient id="vignette" cx="50%" cy="45%" r="72%">
  <stop offset="0.6" stop-color="#000000" stop-opacity="0"/>
  <stop offset="1" stop-color="#000000" stop-opacity="0.7"/>
</radialGradient>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
<filter id="blur" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="3"/></filter>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="5" stdDeviation="4" flood-color="#000000" flood-opacity="0.75"/></filter>
</defs>`;
}

/** Light rays fanning out behind the hero glyph. */
function rays(cx: number, cy: number, length: number, count: number, colour: string, opacity: number): string {
  const wedges: string[] = [];
  for (let index = 0; index < count; index += 2) {
    const from = (index * 2 * Math.PI) / count;
    const to = ((index + 1) * 2 * Math.PI) / count;
    const point = (angle: number) =>
      `${(cx + length * Math.cos(angle)).toFixed(1)} ${(cy + length * Math.sin(angle)).toFixed(1)}`;
    wedges.push(`M${cx} ${cy} L${point(from)} L${point(to)} Z`);
  }
  return `<path d="${wedges.join(' ')}" fill="${colour}" opacity="${opacity}"/>`;
}

/** Out-of-focus lights, some sharp and some blurred, for depth. */
function bokeh(
  width: number,
  height: number,
  count: number,
  colours: string[],
  random: () => number,
  radiusMin: number,
  radiusMax: number,
): string {
  const sharpCircles: string[] = [];
  const blurredCircles: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const radius = radiusMin + random() * (radiusMax - radiusMin);
    const colour = colours[index % colours.length];
    const circle = `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height * 0.8).toFixed(1)}" r="${radius.toFixed(1)}" fill="${colour}" opacity="${(0.12 + random() * 0.3).toFixed(2)}"/>`;
    (radius > (radiusMin + radiusMax) / 2 ? blurredCircles : sharpCircles).push(circle);
  }
  // One filter for the whole group: librsvg renders every filtered element on its own surface.
  return `${sharpCircles.join('')}<g filter="url(#blur)">${blurredCircles.join('')}</g>`;
}

/** Smaller copies of the theme's motifs around the edges, blurred like a distant background. */
function scatteredMotifs(
  subject: ArtSubject,
  width: number,
  height: number,
  count: number,
  random: () => number,
  scale: number,
  opacity: number,
): string {
  const motifs = subject.decor.length > 0 ? subject.decor : [subject.motif];
  const paint: MotifPaint = {
    fill: lighten(subject.palette.primary, 0.2),
    line: darken(subject.palette.secondary, 0.3),
    detail: subject.palette.accent,
  };
  const pieces: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const left = index % 2 === 0;
    const x = left ? random() * width * 0.28 : width - random() * width * 0.28;
    const y = height * (0.12 + random() * 0.6);
    const size = scale * (0.28 + random() * 0.3);
    const motif = motifs[index % motifs.length] as Motif;
    pieces.push(
      `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${Math.round(random() * 50 - 25)}) scale(${size.toFixed(2)})">${drawMotif(motif, paint)}</g>`,
    );
  }
  return `<g opacity="${opacity}" filter="url(#blur)">${pieces.join('')}</g>`;
}

/** The main glyph: a soft glow behind, a drop shadow, a gradient body. */
function hero(motif: Motif, x: number, y: number, scale: number, palette: Palette): string {
  const paint: MotifPaint = {
    fill: 'url(#hero)',
    line: darken(palette.secondary, 0.4),
    detail: lighten(palette.accent, 0.2),
  };
  // A gradient halo rather than a blurred copy: it looks the same and costs no filter pass.
  return (
    `<circle cx="${x}" cy="${y}" r="${Math.round(120 * scale)}" fill="url(#halo)"/>` +
    `<g transform="translate(${x} ${y}) scale(${scale})" filter="url(#shadow)">${drawMotif(motif, paint)}</g>`
  );
}

/** Decoration that tells the studios apart. */
function styleLayer(style: ArtStyle, width: number, height: number, palette: Palette, random: () => number): string {
  const { primary, accent, secondary } = palette;
  switch (style) {
    case 'neon':
    case 'cosmic': {
      const stars = Array.from(
        { length: Math.round((width * height) / 2400) },
        () =>
          `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height * 0.7).toFixed(1)}" r="${(0.6 + random() * 1.6).toFixed(1)}" fill="#ffffff" opacity="${(0.3 + random() * 0.6).toFixed(2)}"/>`,
      ).join('');
      return style === 'neon'
        ? stars + perspectiveGrid(width, height, primary)
        : stars + nebulaClouds(width, height, palette);
    }
    case 'retro':
      return marqueeLights(width, height, accent, random);
    case 'gilded':
    case 'lacquer':
      return ornateCorners(width, height, accent) + (style === 'lacquer' ? cloudPattern(width, height, accent) : '');
    case 'carved':
      return stoneBlocks(width, height, lighten(accent, 0.1));
    case 'tidal':
      return waves(width, height, primary, secondary);
    case 'velvet':
      return feltTable(width, height, primary, accent);
    case 'studio':
      return spotlights(width, height);
  }
}

function perspectiveGrid(width: number, height: number, colour: string): string {
  const horizon = height * 0.62;
  const lines: string[] = [];
  for (let index = -12; index <= 12; index += 1) {
    lines.push(`M${width / 2} ${horizon} L${width / 2 + index * width * 0.12} ${height}`);
  }
  for (let step = 1; step <= 8; step += 1) {
    const y = horizon + (height - horizon) * (step / 8) ** 1.8;
    lines.push(`M0 ${y.toFixed(1)} H${width}`);
  }
  return `<path d="${lines.join(' ')}" stroke="${colour}" stroke-width="${width / 480}" opacity="0.35" fill="none"/>`;
}

function nebulaClouds(width: number, height: number, { primary }: Palette): string {
  return (
    `<ellipse cx="${width * 0.25}" cy="${height * 0.3}" rx="${width * 0.3}" ry="${height * 0.18}" fill="url(#halo)" opacity="0.5"/>` +
    `<ellipse cx="${width * 0.75}" cy="${height * 0.6}" rx="${width * 0.32}" ry="${height * 0.2}" fill="${primary}" opacity="0.14"/>`
  );
}

function marqueeLights(width: number, height: number, colour: string, random: () => number): string {
  const bulbs: string[] = [];
  const spacing = width / 24;
  const bulb = (x: number, y: number) =>
    `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(spacing * 0.2).toFixed(1)}" fill="${random() > 0.3 ? lighten(colour, 0.5) : darken(colour, 0.3)}"/>`;
  for (let x = spacing / 2; x < width; x += spacing)
    bulbs.push(bulb(x, spacing * 0.45), bulb(x, height - spacing * 0.45));
  for (let y = spacing * 1.5; y < height - spacing; y += spacing)
    bulbs.push(bulb(spacing * 0.45, y), bulb(width - spacing * 0.45, y));
  return `<g filter="url(#shadow)">${bulbs.join('')}</g>`;
}

function ornateCorners(width: number, height: number, colour: string): string {
  const size = Math.min(width, height) * 0.22;
  const corner = `<path d="M0 ${size} V12 Q0 0 12 0 H${size} M12 ${size * 0.7} V24 Q12 12 24 12 H${size * 0.7} M${size * 0.35} ${size * 0.35} m-8 0 a8 8 0 1 0 16 0 a8 8 0 1 0 -16 0" stroke="${colour}" stroke-width="3" fill="none" opacity="0.7"/>`;
  const inset = Math.min(width, height) * 0.03;
  return [
    `translate(${inset} ${inset})`,
    `translate(${width - inset} ${inset}) scale(-1 1)`,
    `translate(${inset} ${height - inset}) scale(1 -1)`,
    `translate(${width - inset} ${height - inset}) scale(-1 -1)`,
  ]
    .map((transform) => `<g transform="${transform}">${corner}</g>`)
    .join('');
}

function cloudPattern(width: number, height: number, colour: string): string {
  const clouds: string[] = [];
  const step = width / 8;
  for (let x = step / 2; x < width; x += step) {
    clouds.push(
      `<path d="M${x - 30} ${height * 0.2} q10 -20 30 -10 q20 -16 34 4 q16 0 14 14 h-78 q-12 -8 0 -8 z" fill="${colour}" opacity="0.1"/>`,
    );
  }
  return clouds.join('');
}

function stoneBlocks(width: number, height: number, colour: string): string {
  const lines: string[] = [];
  const rowHeight = height / 9;
  for (let row = 0; row < 9; row += 1) {
    const y = row * rowHeight;
    lines.push(`M0 ${y.toFixed(1)} H${width}`);
    const offset = row % 2 === 0 ? 0 : width / 12;
    for (let x = offset; x < width; x += width / 6)
      lines.push(`M${x.toFixed(1)} ${y.toFixed(1)} v${rowHeight.toFixed(1)}`);
  }
  return `<path d="${lines.join(' ')}" stroke="${colour}" stroke-width="${width / 400}" opacity="0.12" fill="none"/>`;
}

function waves(width: number, height: number, primary: string, secondary: string): string {
  const layers: string[] = [];
  for (let layer = 0; layer < 3; layer += 1) {
    const base = height * (0.72 + layer * 0.09);
    const amplitude = height * 0.035;
    const segment = width / 6;
    let path = `M0 ${base}`;
    for (let x = 0; x < width; x += segment) {
      path += ` q${segment / 4} ${-amplitude} ${segment / 2} 0 t${segment / 2} 0`;
    }
    path += ` V${height} H0 Z`;
    layers.push(
      `<path d="${path}" fill="${mix(primary, secondary, 0.35 + layer * 0.2)}" opacity="${0.45 + layer * 0.15}"/>`,
    );
  }
  return layers.join('');
}

function feltTable(width: number, height: number, primary: string, accent: string): string {
  return (
    `<ellipse cx="${width / 2}" cy="${height * 1.05}" rx="${width * 0.75}" ry="${height * 0.5}" fill="${darken(primary, 0.35)}" stroke="${accent}" stroke-width="${width / 120}" opacity="0.8"/>` +
    `<ellipse cx="${width / 2}" cy="${height * 1.05}" rx="${width * 0.62}" ry="${height * 0.38}" fill="none" stroke="${accent}" stroke-width="${width / 400}" stroke-dasharray="${width / 80} ${width / 120}" opacity="0.5"/>`
  );
}

function spotlights(width: number, height: number): string {
  return [0.2, 0.5, 0.8]
    .map(
      (share) =>
        `<polygon points="${width * share - width * 0.03},0 ${width * share + width * 0.03},0 ${width * share + width * 0.16},${height} ${width * share - width * 0.16},${height}" fill="url(#beam)"/>`,
    )
    .join('');
}

type Title = { lines: string[]; fontSize: number };

/** Titles are set in capitals, except counted plurals such as 7s that read wrong as 7S. */
function displayCase(line: string): string {
  return line
    .split(' ')
    .map((word) => (/^\d+s$/.test(word) ? word : word.toUpperCase()))
    .join(' ');
}

/** Splits a long name over two lines and picks a font size that fits the width. */
function titleLines(name: string, maxWidth: number, maxFontSize: number): Title {
  const single = fitFontSize(name, maxWidth, maxFontSize);
  if (single >= maxFontSize * 0.72 || !name.includes(' ')) return { lines: [name], fontSize: single };
  const words = name.split(' ');
  let best: string[] = [name];
  let bestLength = Number.POSITIVE_INFINITY;
  for (let split = 1; split < words.length; split += 1) {
    const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < bestLength) {
      best = lines;
      bestLength = longest;
    }
  }
  const fontSize = Math.min(...best.map((line) => fitFontSize(line, maxWidth, maxFontSize * 0.86)));
  return { lines: best, fontSize };
}

/** DejaVu Sans Condensed Bold upper case is about 0.68 em wide per character. */
function fitFontSize(text: string, maxWidth: number, maxFontSize: number): number {
  return Math.floor(Math.min(maxFontSize, maxWidth / (Math.max(text.length, 1) * 0.68)));
}

function titleText(title: Title, x: number, firstBaseline: number, accent: string): string {
  const lineHeight = title.fontSize * 1.02;
  return title.lines
    .map((line, index) => {
      const y = firstBaseline + index * lineHeight;
      const text = escapeHtml(displayCase(line));
      return (
        `<text x="${x}" y="${y}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${title.fontSize}" fill="#000000" opacity="0.6" filter="url(#soft)">${text}</text>` +
        `<text x="${x}" y="${y}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${title.fontSize}" fill="url(#title)" stroke="${darken(accent, 0.75)}" stroke-width="${Math.max(3, title.fontSize / 10)}" paint-order="stroke" stroke-linejoin="round">${text}</text>`
      );
    })
    .join('');
}

function studioPill(name: string, x: number, y: number, primary: string, accent: string): string {
  const label = escapeHtml(name.toUpperCase());
  const width = Math.round(name.length * 7.6 + 22);
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="24" rx="12" fill="${darken(primary, 0.7)}" fill-opacity="0.78" stroke="${accent}" stroke-opacity="0.6"/>` +
    `<text x="${x + width / 2}" y="${y + 16.5}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="11.5" letter-spacing="1" fill="${lighten(accent, 0.4)}">${label}</text>`
  );
}

function badgeRibbon(label: string, width: number): string {
  return (
    `<g transform="translate(${width - 64} 30) rotate(40)"><rect x="-70" y="-15" width="140" height="30" fill="#e11d48" filter="url(#shadow)"/>` +
    `<text y="7" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="17" letter-spacing="3" fill="#ffffff">${escapeHtml(label)}</text></g>`
  );
}
