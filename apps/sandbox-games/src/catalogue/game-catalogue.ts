import { ENGINES, findMaths } from '../engines';
import type { AnyGameEngine } from '../engines/engine';
import { buildCatalogue, type CatalogueOptions } from './build-catalogue';
import type { CatalogueGame, LiveTableDefinition } from './catalogue-types';
import { STUDIOS, type Studio } from './studios';

/** A game with its engine and maths config resolved, ready to play rounds. */
export type PlayableGame = CatalogueGame & { gameEngine: AnyGameEngine; config: unknown };

/** The catalogue, indexed for the server: by game code, by table id. */
export class GameCatalogue {
  readonly games: readonly PlayableGame[];
  readonly liveTables: readonly LiveTableDefinition[];
  readonly studios: readonly Studio[];
  private readonly byCode: ReadonlyMap<string, PlayableGame>;
  private readonly tablesById: ReadonlyMap<string, LiveTableDefinition>;

  constructor(options: CatalogueOptions) {
    const catalogue = buildCatalogue(options);
    this.games = catalogue.games.map((game) => ({
      ...game,
      gameEngine: ENGINES[game.engineKind] as AnyGameEngine,
      config: findMaths(game.mathsId).config,
    }));
    this.liveTables = catalogue.liveTables;
    const usedStudios = new Set(this.games.map((game) => game.studioCode));
    this.studios = STUDIOS.filter((studio) => usedStudios.has(studio.code));
    this.byCode = new Map(this.games.map((game) => [game.gameCode, game]));
    this.tablesById = new Map(this.liveTables.map((table) => [table.tableId, table]));
  }

  game(gameCode: string): PlayableGame | undefined {
    return this.byCode.get(gameCode);
  }

  liveTable(tableId: string): LiveTableDefinition | undefined {
    return this.tablesById.get(tableId);
  }

  studio(code: string): Studio | undefined {
    return this.studios.find((studio) => studio.code === code);
  }
}
