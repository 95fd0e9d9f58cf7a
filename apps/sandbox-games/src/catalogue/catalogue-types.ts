import type { GameCategory } from '@vauhti/contracts/games';
import type { ArtSubject } from '../art/compose';
import type { EngineKind, Volatility } from '../engines/engine';
import type { Localized } from './themes';

/** The engine names of the operator catalogue (docs/games-integration.md section 1). */
export type CatalogueEngine = EngineKind | 'live-roulette' | 'live-baccarat';
/** The browser bundle that plays a game: client/entries/<clientKind>.ts. */
export type ClientKind = 'slot' | 'roulette' | 'blackjack' | 'video-poker' | 'baccarat' | 'live';
export const CLIENT_KINDS: readonly ClientKind[] = ['slot', 'roulette', 'blackjack', 'video-poker', 'baccarat', 'live'];

/** One published game, with what the server needs to run it (maths, client, art). */
export type CatalogueGame = {
  gameCode: string;
  name: string;
  studioCode: string;
  engine: CatalogueEngine;
  /** The engine that runs its rounds (live tables reuse the table engines). */
  engineKind: EngineKind;
  mathsId: string;
  category: GameCategory;
  theme: string;
  volatility: Volatility;
  rtpBasisPoints: number;
  minStakeMinor: number;
  maxStakeMinor: number;
  currency: 'EUR';
  /** 2 = a 4:3 game, 1 = 16:9. */
  aspectRatio: 1 | 2;
  hasDemo: 0 | 1;
  releasedAt: string;
  popularity: number;
  tags: string[];
  liveTableId: string | null;
  description: Localized;
  clientKind: ClientKind;
  art: ArtSubject;
};

/** A live table: a game played in shared rounds on a clock (section 5). */
export type LiveTableDefinition = {
  tableId: string;
  gameCode: string;
  name: string;
  engineKind: 'roulette' | 'baccarat';
  mathsId: string;
  /** Dealers take turns, one per hour of the day. */
  dealerNames: readonly string[];
  /** Shifts this table's schedule so the tables do not all close betting at the same moment. */
  scheduleOffsetMs: number;
};

export type Catalogue = {
  games: readonly CatalogueGame[];
  liveTables: readonly LiveTableDefinition[];
};
