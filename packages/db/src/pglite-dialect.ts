import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely dialect for PGlite. PGlite is one PostgreSQL session in WebAssembly, so two Kysely
 * transactions must never interleave their statements on it: the driver hands out its single
 * connection to one caller at a time and queues the rest in arrival order.
 */
export class PgliteDialect implements Dialect {
  private readonly driver: SerialisedPgliteDriver;

  constructor(pglite: PGlite) {
    this.driver = new SerialisedPgliteDriver(pglite);
  }

  /** Runs work that talks to PGlite directly while no Kysely query can interleave with it. */
  runExclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.driver.runExclusive(work);
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return this.driver;
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own dialect signature
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return result.affectedRows === undefined
      ? { rows: result.rows }
      : { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) };
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported on PGlite
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported on PGlite');
  }
}

class SerialisedPgliteDriver implements Driver {
  private readonly connection: PgliteConnection;
  private busy = false;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly pglite: PGlite) {
    this.connection = new PgliteConnection(pglite);
  }

  async init() {}

  async runExclusive<T>(work: () => Promise<T>): Promise<T> {
    await this.acquireConnection();
    try {
      return await work();
    } finally {
      await this.releaseConnection();
    }
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.busy) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.busy = true;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const next = this.waiting.shift();
    if (next) {
      next();
    } else {
      this.busy = false;
    }
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy() {
    if (!this.pglite.closed) await this.pglite.close();
  }
}
