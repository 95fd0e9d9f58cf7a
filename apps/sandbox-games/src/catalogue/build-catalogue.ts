import type { GameCategory } from '@vauhti/contracts/games';
import { darken, mix } from '../art/colour';
import type { Motif } from '../art/motifs';
import { decorationRandom } from '../art/seeded-random';
import { ENGINES, findMaths } from '../engines';
import type { AnyGameEngine, EngineKind, Volatility } from '../engines/engine';
import type { Catalogue, CatalogueEngine, CatalogueGame, ClientKind, LiveTableDefinition } from './catalogue-types';
import { type DescriptionFacts, describeGame } from './descriptions';
import { studioByCode } from './studios';
import { TABLE_GAMES, type TableGameDefinition } from './table-games';
import { THEMES, type Theme } from './themes';

const DAY_MS = 86_400_000;
/** Release dates spread over these years, so the catalogue is the same on every start. */
const FIRST_RELEASE_MS = Date.UTC(2023, 0, 1);
const CATALOGUE_DATE_MS = Date.UTC(2026, 10, 1);
/** Games released this close to the catalogue date carry the `new` tag. */
const NEW_GAME_DAYS = 90;

const VOLATILITIES: readonly Volatility[] = ['low', 'medium', 'high'];
/** Which slot engine each of a theme's nine names is (see Theme.names). */
const SLOT_KIND_BY_POSITION: readonly ('paylines' | 'ways' | 'classic')[] = [
  'paylines',
  'paylines',
  'paylines',
  'paylines',
  'ways',
  'ways',
  'ways',
  'classic',
  'classic',
];
/** The stake range a slot's steps are taken from, by volatility: bigger swings, bigger tables. */
const SLOT_STAKE_RANGE: Record<Volatility, [number, number]> = {
  low: [10, 5_000],
  medium: [20, 10_000],
  high: [20, 20_000],
};
const LIVE_SCHEDULE_OFFSET_MS = 4_000;

export type CatalogueOptions = {
  /** The length of one live round (betting + playing + result), quoted in live descriptions. */
  liveRoundMs: number;
};

/**
 * Builds the provider's catalogue from data: every theme's names become slot games on the slot
 * maths, the hand-written table games and live tables are added, and each game's RTP is what its
 * engine computes for its maths. Pure and deterministic: the same catalogue on every start.
 */
export function buildCatalogue(options: CatalogueOptions): Catalogue {
  const games: CatalogueGame[] = [];
  THEMES.forEach((theme, themeIndex) => {
    theme.names.forEach((name, position) => {
      games.push(slotGame(theme, themeIndex, name, position));
    });
  });
  const liveTables: LiveTableDefinition[] = [];
  for (const definition of TABLE_GAMES) {
    const game = tableGame(definition, options);
    games.push(game);
    if (definition.live) {
      liveTables.push({
        tableId: definition.live.tableId,
        gameCode: game.gameCode,
        name: game.name,
        engineKind: game.engineKind as 'roulette' | 'baccarat',
        mathsId: definition.mathsId,
        dealerNames: definition.live.dealerNames,
        scheduleOffsetMs: liveTables.length * LIVE_SCHEDULE_OFFSET_MS,
      });
    }
  }
  return { games, liveTables };
}

function slotGame(theme: Theme, themeIndex: number, name: string, position: number): CatalogueGame {
  const kind = SLOT_KIND_BY_POSITION[position] ?? 'paylines';
  const volatility = VOLATILITIES[(themeIndex + position) % VOLATILITIES.length] as Volatility;
  const mathsId = `${kind}-${volatility}`;
  const studio = studioByCode(theme.studioCode);
  const gameCode = `${studio.code}-${slugOf(name)}`;
  const maths = mathsOf(mathsId, kind);
  const rules = maths.engine.rules(maths.config);
  const [minStakeMinor, maxStakeMinor] = publishedStakes(
    maths.engine,
    maths.config,
    SLOT_STAKE_RANGE[volatility],
    gameCode,
  );
  const motifs: Motif[] = [theme.motif, ...theme.decor];
  // Classics show the reel's own seven on one of the two; the others rotate the theme's glyphs.
  const motif = position === 7 ? 'seven' : (motifs[position % motifs.length] as Motif);
  const palette =
    position % 3 === 0
      ? theme.palette
      : position % 3 === 1
        ? { ...theme.palette, primary: mix(theme.palette.primary, theme.palette.accent, 0.25) }
        : { ...theme.palette, secondary: darken(mix(theme.palette.secondary, theme.palette.primary, 0.2), 0.1) };
  const facts: DescriptionFacts = {
    name,
    engine: kind,
    place: theme.place,
    volatility,
    ...slotFacts(rules),
  };
  const release = releaseOf(gameCode);
  return {
    gameCode,
    name,
    studioCode: studio.code,
    engine: kind,
    engineKind: kind,
    mathsId,
    category: 'slots',
    theme: theme.id,
    volatility,
    rtpBasisPoints: rtpBasisPointsOf(maths.engine, maths.config),
    minStakeMinor,
    maxStakeMinor,
    currency: 'EUR',
    aspectRatio: kind === 'classic' ? 2 : 1,
    hasDemo: 1,
    releasedAt: release.date,
    popularity: popularityOf(gameCode, release.isNew),
    tags: [
      ...(release.isNew ? ['new'] : []),
      ...(kind === 'classic' ? ['classic'] : ['free-spins']),
      ...(kind === 'ways' ? ['243-ways'] : []),
      ...theme.tags.filter((tag) => tag !== 'classic' || kind !== 'classic'),
    ],
    liveTableId: null,
    description: describeGame(facts),
    clientKind: 'slot',
    art: {
      seed: gameCode,
      name,
      studioName: studio.name,
      style: studio.style,
      motif,
      decor: motifs.filter((candidate) => candidate !== motif),
      palette,
    },
  };
}

function tableGame(definition: TableGameDefinition, options: CatalogueOptions): CatalogueGame {
  const studio = studioByCode(definition.studioCode);
  const gameCode = `${studio.code}-${slugOf(definition.name)}`;
  const engineKind = engineKindOf(definition.engine);
  const maths = mathsOf(definition.mathsId, engineKind);
  const [minStakeMinor, maxStakeMinor] = publishedStakes(maths.engine, maths.config, definition.stakeRange, gameCode);
  const live = definition.live !== undefined;
  const release = releaseOf(gameCode);
  return {
    gameCode,
    name: definition.name,
    studioCode: studio.code,
    engine: definition.engine,
    engineKind,
    mathsId: definition.mathsId,
    category: categoryOf(definition.engine),
    theme: definition.engine,
    volatility: maths.volatility,
    rtpBasisPoints: rtpBasisPointsOf(maths.engine, maths.config),
    minStakeMinor,
    maxStakeMinor,
    currency: 'EUR',
    aspectRatio: definition.engine === 'video-poker' ? 2 : 1,
    // A shared table has no play money: every seat is real.
    hasDemo: live ? 0 : 1,
    releasedAt: release.date,
    popularity: popularityOf(gameCode, release.isNew),
    tags: [...(release.isNew ? ['new'] : []), ...(live ? ['live'] : []), ...definition.tags],
    liveTableId: definition.live?.tableId ?? null,
    description: describeGame({
      name: definition.name,
      engine: definition.engine,
      place: definition.place,
      volatility: maths.volatility,
      liveRoundSeconds: Math.round(options.liveRoundMs / 1000),
    }),
    clientKind: clientKindOf(definition.engine),
    art: {
      seed: gameCode,
      name: definition.name,
      studioName: studio.name,
      style: studio.style,
      motif: definition.motif,
      decor: definition.decor,
      palette: definition.palette,
      ...(live ? { badge: 'LIVE' } : {}),
    },
  };
}

type ResolvedMaths = { engine: AnyGameEngine; config: unknown; volatility: Volatility };

function mathsOf(mathsId: string, expectedKind: EngineKind): ResolvedMaths {
  const maths = findMaths(mathsId);
  if (maths.kind !== expectedKind) throw new Error(`maths ${mathsId} is ${maths.kind}, not ${expectedKind}`);
  return { engine: ENGINES[maths.kind] as AnyGameEngine, config: maths.config, volatility: maths.volatility };
}

/** The first and last valid stake inside the wanted range: what the lobby shows and the server accepts. */
function publishedStakes(engine: AnyGameEngine, config: unknown, [low, high]: [number, number], gameCode: string) {
  const steps = engine.stakeSteps(config, low, high);
  const first = steps[0];
  const last = steps[steps.length - 1];
  if (first === undefined || last === undefined) throw new Error(`${gameCode}: no valid stake in ${low}..${high}`);
  return [first, last] as const;
}

function rtpBasisPointsOf(engine: AnyGameEngine, config: unknown): number {
  return Math.round(engine.theoreticalRtp(config) * 10_000);
}

function slotFacts(rules: unknown): Pick<DescriptionFacts, 'lines' | 'freeSpins'> {
  const data = (rules ?? {}) as {
    lines?: unknown;
    freeSpins?: { awards?: Record<string, number>; multiplier?: number };
  };
  const awards = data.freeSpins?.awards ?? {};
  const fewestScatters = Object.keys(awards)
    .map(Number)
    .sort((a, b) => a - b)[0];
  return {
    ...(Array.isArray(data.lines) ? { lines: data.lines.length } : {}),
    ...(fewestScatters !== undefined
      ? { freeSpins: { spins: awards[fewestScatters] ?? 0, multiplier: data.freeSpins?.multiplier ?? 1 } }
      : {}),
  };
}

function releaseOf(gameCode: string): { date: string; isNew: boolean } {
  const random = decorationRandom(`${gameCode}:release`);
  const spanDays = Math.floor((CATALOGUE_DATE_MS - FIRST_RELEASE_MS) / DAY_MS);
  // Skewed towards recent dates: providers release more every year.
  const daysBefore = Math.floor(spanDays * random() ** 1.6);
  const released = new Date(CATALOGUE_DATE_MS - daysBefore * DAY_MS);
  return { date: released.toISOString().slice(0, 10), isNew: daysBefore <= NEW_GAME_DAYS };
}

function popularityOf(gameCode: string, isNew: boolean): number {
  const random = decorationRandom(`${gameCode}:popularity`);
  const base = Math.floor(random() * 900);
  return Math.min(1000, base + (isNew ? 100 : 0));
}

/** `Dragon’s Hoard` → `dragons-hoard`; `Skull & Crossbones` → `skull-and-crossbones`. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replaceAll(/['’]/g, '')
    .replaceAll('&', ' and ')
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-|-$/g, '');
}

function engineKindOf(engine: TableGameDefinition['engine']): EngineKind {
  if (engine === 'live-roulette') return 'roulette';
  if (engine === 'live-baccarat') return 'baccarat';
  return engine;
}

function categoryOf(engine: CatalogueEngine): GameCategory {
  if (engine.startsWith('live-')) return 'live';
  if (engine === 'video-poker') return 'video-poker';
  if (engine === 'paylines' || engine === 'ways' || engine === 'classic') return 'slots';
  return 'table';
}

function clientKindOf(engine: TableGameDefinition['engine']): ClientKind {
  return engine.startsWith('live-') ? 'live' : (engine as ClientKind);
}
