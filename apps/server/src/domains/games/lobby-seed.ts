import type { ContentLanguage } from '@vauhti/contracts';
import type { GroupRule } from './lobby-rules';

/*
 * The platform's lobby configuration: the casino's tabs (lobbies) and their sub-tabs (game
 * groups), with a url slug per content language (the site's route is /{lang}/casino/{slug}) and
 * the rule that picks each group's games from the imported catalogue. Names are English; the
 * site shows the translation keys lobbies.<lobbyId> and lobbies.groups.<groupId>, so a group id
 * has one name in every lobby.
 *
 * The hidden lobby `split-screen_no_show` lists the games allowed in the game window's split
 * screen: slots and video poker, never a live table (one seat per player) or a table game.
 */

export type Slugs = Record<ContentLanguage, string>;

export type GroupSeed = { id: string; name: string; slugs: Slugs; rule: GroupRule };
export type LobbySeed = { id: string; name: string; slugs: Slugs; groups: GroupSeed[] };

/** "New" means released within this many days. */
export const NEW_GAME_DAYS = 120;
const POPULAR_LIMIT = 60;

/** The same slug in every language (names that are not translated, such as blackjack). */
function everywhere(slug: string): Slugs {
  return {
    en: slug,
    fi: slug,
    no: slug,
    de: slug,
    fr: slug,
    ja: slug,
    ko: slug,
    pl: slug,
    ro: slug,
    hu: slug,
    el: slug,
    es: slug,
  };
}

const SLUGS = {
  slots: {
    en: 'slots',
    fi: 'kolikkopelit',
    no: 'spilleautomater',
    de: 'spielautomaten',
    fr: 'machines-a-sous',
    ja: 'surotto',
    ko: 'seullos',
    pl: 'automaty',
    ro: 'sloturi',
    hu: 'nyerogepek',
    el: 'froutakia',
    es: 'tragamonedas',
  },
  liveCasino: {
    en: 'live-casino',
    fi: 'live-kasino',
    no: 'live-kasino',
    de: 'live-casino',
    fr: 'casino-en-direct',
    ja: 'live-casino',
    ko: 'live-casino',
    pl: 'kasyno-na-zywo',
    ro: 'cazino-live',
    hu: 'elo-kaszino',
    el: 'zontano-kazino',
    es: 'casino-en-vivo',
  },
  tableGames: {
    en: 'table-games',
    fi: 'poytapelit',
    no: 'bordspill',
    de: 'tischspiele',
    fr: 'jeux-de-table',
    ja: 'table-games',
    ko: 'table-games',
    pl: 'gry-stolowe',
    ro: 'jocuri-de-masa',
    hu: 'asztali-jatekok',
    el: 'epitrapezia',
    es: 'juegos-de-mesa',
  },
  new: {
    en: 'new',
    fi: 'uudet',
    no: 'nye',
    de: 'neu',
    fr: 'nouveautes',
    ja: 'new',
    ko: 'new',
    pl: 'nowe',
    ro: 'noi',
    hu: 'uj',
    el: 'nea',
    es: 'nuevos',
  },
  popular: {
    en: 'popular',
    fi: 'suositut',
    no: 'populaere',
    de: 'beliebt',
    fr: 'populaires',
    ja: 'popular',
    ko: 'popular',
    pl: 'popularne',
    ro: 'populare',
    hu: 'nepszeru',
    el: 'dimofili',
    es: 'populares',
  },
  all: {
    en: 'all',
    fi: 'kaikki',
    no: 'alle',
    de: 'alle',
    fr: 'tous',
    ja: 'all',
    ko: 'all',
    pl: 'wszystkie',
    ro: 'toate',
    hu: 'osszes',
    el: 'ola',
    es: 'todos',
  },
  highVolatility: {
    en: 'high-volatility',
    fi: 'korkea-volatiliteetti',
    no: 'hoy-volatilitet',
    de: 'hohe-volatilitaet',
    fr: 'haute-volatilite',
    ja: 'high-volatility',
    ko: 'high-volatility',
    pl: 'wysoka-zmiennosc',
    ro: 'volatilitate-mare',
    hu: 'magas-volatilitas',
    el: 'ypsili-metavlitotita',
    es: 'alta-volatilidad',
  },
  freeSpins: {
    en: 'free-spins',
    fi: 'ilmaiskierrokset',
    no: 'gratisspinn',
    de: 'freispiele',
    fr: 'tours-gratuits',
    ja: 'free-spins',
    ko: 'free-spins',
    pl: 'darmowe-spiny',
    ro: 'rotiri-gratuite',
    hu: 'ingyenes-porgetesek',
    el: 'dorean-peristrofes',
    es: 'giros-gratis',
  },
  classic: {
    en: 'classic',
    fi: 'klassikot',
    no: 'klassiske',
    de: 'klassiker',
    fr: 'classiques',
    ja: 'classic',
    ko: 'classic',
    pl: 'klasyczne',
    ro: 'clasice',
    hu: 'klasszikus',
    el: 'klasika',
    es: 'clasicos',
  },
  roulette: {
    en: 'roulette',
    fi: 'ruletti',
    no: 'rulett',
    de: 'roulette',
    fr: 'roulette',
    ja: 'roulette',
    ko: 'roulette',
    pl: 'ruletka',
    ro: 'ruleta',
    hu: 'rulett',
    el: 'rouleta',
    es: 'ruleta',
  },
  baccarat: { ...everywhere('baccarat'), pl: 'bakarat', el: 'bakara' },
  blackjack: everywhere('blackjack'),
  videoPoker: {
    en: 'video-poker',
    fi: 'videopokeri',
    no: 'videopoker',
    de: 'videopoker',
    fr: 'video-poker',
    ja: 'video-poker',
    ko: 'video-poker',
    pl: 'wideo-poker',
    ro: 'video-poker',
    hu: 'videopoker',
    el: 'video-poker',
    es: 'video-poker',
  },
} satisfies Record<string, Slugs>;

const SPLIT_SCREEN_LOBBY_ID = 'split-screen_no_show';

export const LOBBY_SEED: readonly LobbySeed[] = [
  {
    id: 'slots',
    name: 'Slots',
    slugs: SLUGS.slots,
    groups: [
      {
        id: 'all',
        name: 'All games',
        slugs: SLUGS.all,
        rule: { match: [{ categories: ['slots'] }], order: 'popularity' },
      },
      {
        id: 'new',
        name: 'New',
        slugs: SLUGS.new,
        rule: { match: [{ categories: ['slots'], releasedWithinDays: NEW_GAME_DAYS }], order: 'newest' },
      },
      {
        id: 'popular',
        name: 'Popular',
        slugs: SLUGS.popular,
        rule: { match: [{ categories: ['slots'] }], order: 'popularity', limit: POPULAR_LIMIT },
      },
      {
        id: 'high-volatility',
        name: 'High volatility',
        slugs: SLUGS.highVolatility,
        rule: { match: [{ categories: ['slots'], volatility: ['high'] }], order: 'popularity' },
      },
      {
        id: 'free-spins',
        name: 'Free spins',
        slugs: SLUGS.freeSpins,
        rule: { match: [{ categories: ['slots'], tags: ['free-spins'] }], order: 'popularity' },
      },
      {
        id: 'classic',
        name: 'Classic',
        slugs: SLUGS.classic,
        rule: {
          match: [
            { categories: ['slots'], engines: ['classic'] },
            { categories: ['slots'], tags: ['classic'] },
          ],
          order: 'popularity',
        },
      },
    ],
  },
  {
    id: 'live-casino',
    name: 'Live casino',
    slugs: SLUGS.liveCasino,
    groups: [
      {
        id: 'all',
        name: 'All games',
        slugs: SLUGS.all,
        rule: { match: [{ categories: ['live'] }], order: 'popularity' },
      },
      {
        id: 'roulette',
        name: 'Roulette',
        slugs: SLUGS.roulette,
        rule: { match: [{ categories: ['live'], engines: ['live-roulette'] }], order: 'popularity' },
      },
      {
        id: 'baccarat',
        name: 'Baccarat',
        slugs: SLUGS.baccarat,
        rule: { match: [{ categories: ['live'], engines: ['live-baccarat'] }], order: 'popularity' },
      },
      {
        id: 'blackjack',
        name: 'Blackjack',
        slugs: SLUGS.blackjack,
        rule: { match: [{ categories: ['live'], engines: ['live-blackjack'] }], order: 'popularity' },
      },
    ],
  },
  {
    id: 'table-games',
    name: 'Table games',
    slugs: SLUGS.tableGames,
    groups: [
      {
        id: 'all',
        name: 'All games',
        slugs: SLUGS.all,
        rule: { match: [{ categories: ['table', 'video-poker'] }], order: 'popularity' },
      },
      {
        id: 'roulette',
        name: 'Roulette',
        slugs: SLUGS.roulette,
        rule: { match: [{ categories: ['table'], engines: ['roulette'] }], order: 'popularity' },
      },
      {
        id: 'blackjack',
        name: 'Blackjack',
        slugs: SLUGS.blackjack,
        rule: { match: [{ categories: ['table'], engines: ['blackjack'] }], order: 'popularity' },
      },
      {
        id: 'video-poker',
        name: 'Video poker',
        slugs: SLUGS.videoPoker,
        rule: { match: [{ categories: ['video-poker'] }], order: 'popularity' },
      },
      {
        id: 'baccarat',
        name: 'Baccarat',
        slugs: SLUGS.baccarat,
        rule: { match: [{ categories: ['table'], engines: ['baccarat'] }], order: 'popularity' },
      },
    ],
  },
  {
    id: 'new',
    name: 'New games',
    slugs: SLUGS.new,
    groups: [
      {
        id: 'all',
        name: 'All games',
        slugs: SLUGS.all,
        rule: { match: [{ releasedWithinDays: NEW_GAME_DAYS }], order: 'newest' },
      },
    ],
  },
  {
    id: 'popular',
    name: 'Popular games',
    slugs: SLUGS.popular,
    groups: [
      {
        id: 'all',
        name: 'All games',
        slugs: SLUGS.all,
        rule: { match: [{}], order: 'popularity', limit: POPULAR_LIMIT },
      },
    ],
  },
  {
    id: SPLIT_SCREEN_LOBBY_ID,
    name: 'Split screen',
    slugs: everywhere(SPLIT_SCREEN_LOBBY_ID),
    groups: [
      {
        id: 'all',
        name: 'All games',
        slugs: everywhere('all'),
        rule: { match: [{ categories: ['slots', 'video-poker'] }], order: 'popularity' },
      },
    ],
  },
];

export { SPLIT_SCREEN_LOBBY_ID };
