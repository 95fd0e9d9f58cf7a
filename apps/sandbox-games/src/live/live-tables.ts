import type { LiveTableStatus } from '@vauhti/contracts/games';
import type { GameCatalogue } from '../catalogue/game-catalogue';
import { LiveTable, type LiveTableDependencies } from './live-table';

/** Every live table of the catalogue, started and stopped together with the app. */
export class LiveTables {
  private readonly tables: ReadonlyMap<string, LiveTable>;

  constructor(catalogue: GameCatalogue, dependencies: LiveTableDependencies) {
    const tables = new Map<string, LiveTable>();
    for (const definition of catalogue.liveTables) {
      const game = catalogue.game(definition.gameCode);
      if (!game) throw new Error(`live table ${definition.tableId} names unknown game ${definition.gameCode}`);
      tables.set(definition.tableId, new LiveTable(definition, game, dependencies));
    }
    this.tables = tables;
  }

  table(tableId: string): LiveTable | undefined {
    return this.tables.get(tableId);
  }

  statuses(): LiveTableStatus[] {
    return [...this.tables.values()].map((table) => table.status());
  }

  async start() {
    await Promise.all([...this.tables.values()].map((table) => table.start()));
  }

  async stop() {
    await Promise.all([...this.tables.values()].map((table) => table.stop()));
  }
}
