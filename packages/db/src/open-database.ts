import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDataDirectory } from './data-dir-lock';
import { INT8_TYPE_OID, parseInt8 } from './int8';
import { PgliteDialect } from './pglite-dialect';

export type DatabaseEngine = 'pglite' | 'postgres';

export type DatabaseConfig = {
  /** The schema this system owns; every table of the system lives in it. */
  schema: string;
  /** A PostgreSQL connection string. When set, the server is used instead of PGlite. */
  url?: string | undefined;
  /** PGlite data directory; omitted means an in-memory database (tests). */
  dataDir?: string | undefined;
  /** Largest number of pooled server connections. */
  poolSizeMax?: number;
};

export type Database<Schema> = {
  kysely: Kysely<Schema>;
  engine: DatabaseEngine;
  schema: string;
  /**
   * Runs a multi-statement SQL script (a migration) in one transaction on one session: all of it
   * applies or none of it does.
   */
  runScriptInTransaction(script: string): Promise<void>;
  /**
   * Runs one statement as a named prepared statement, parsed and planned once per connection
   * instead of on every call. For the few hot paths (a ledger posting) where that matters; it runs
   * outside any Kysely transaction.
   */
  preparedQuery: PreparedQuery;
  /**
   * Opens a dedicated session that LISTENs on one channel, for fan-out between processes on a
   * PostgreSQL server. Absent on PGlite: its one in-process session has no other process to hear.
   * A NOTIFY is sent through the ordinary pool (`select pg_notify(...)`).
   */
  listen?: ListenOnChannel;
  close(): Promise<void>;
};

export type NotificationHandlers = {
  onNotification(payload: string): void;
  /** The session was lost after it started listening; the caller decides whether to listen again. */
  onLost(error: Error): void;
};
export type NotificationListener = { close(): Promise<void> };
export type ListenOnChannel = (channel: string, handlers: NotificationHandlers) => Promise<NotificationListener>;

export type PreparedStatement = { name: string; text: string };
export type PreparedQuery = <Row>(statement: PreparedStatement, values: unknown[]) => Promise<Row[]>;

const POOL_SIZE_DEFAULT = 10;
const SCHEMA_NAME_PATTERN = /^[a-z][a-z0-9_]{0,62}$/;
/** Channel names go into LISTEN unquoted, so they are held to plain lower-case identifiers. */
const CHANNEL_NAME_PATTERN = /^[a-z][a-z0-9_]{0,62}$/;

export async function openDatabase<Schema>(config: DatabaseConfig): Promise<Database<Schema>> {
  if (!SCHEMA_NAME_PATTERN.test(config.schema)) {
    throw new Error(`invalid schema name ${config.schema}`);
  }
  return config.url ? openServerDatabase<Schema>(config, config.url) : openEmbeddedDatabase<Schema>(config);
}

async function openServerDatabase<Schema>(config: DatabaseConfig, url: string): Promise<Database<Schema>> {
  await ensureSchemaOnServer(url, config.schema);
  const pool = new pg.Pool({
    connectionString: url,
    max: config.poolSizeMax ?? POOL_SIZE_DEFAULT,
    options: `-c search_path=${config.schema}`,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_TYPE_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its connection emits 'error'; the pool replaces it on next use.
  pool.on('error', () => {});
  const kysely = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return {
    kysely,
    engine: 'postgres',
    schema: config.schema,
    runScriptInTransaction: async (script) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(script);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    preparedQuery: async <Row>(statement: PreparedStatement, values: unknown[]) => {
      const result = await pool.query({ name: statement.name, text: statement.text, values });
      return result.rows as Row[];
    },
    listen: (channel, handlers) => listenOnServer(url, channel, handlers),
    close: () => kysely.destroy(),
  };
}

/**
 * LISTEN needs a session of its own for as long as it listens, so it does not take a pool
 * connection. TCP keep-alive makes a silently dropped connection end (and be reported) instead of
 * hanging forever.
 */
async function listenOnServer(url: string, channel: string, handlers: NotificationHandlers) {
  if (!CHANNEL_NAME_PATTERN.test(channel)) throw new Error(`invalid channel name ${channel}`);
  const client = new pg.Client({ connectionString: url, keepAlive: true });
  let listening = false;
  let finished = false;
  const lost = (error: Error) => {
    if (!listening || finished) return;
    finished = true;
    handlers.onLost(error);
    client.end().catch(() => undefined);
  };
  client.on('notification', (message) => {
    if (message.channel === channel) handlers.onNotification(message.payload ?? '');
  });
  client.on('error', lost);
  client.on('end', () => lost(new Error('the listening session ended')));
  try {
    await client.connect();
    await client.query(`listen ${channel}`);
  } catch (error) {
    finished = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  listening = true;
  return {
    close: async () => {
      if (finished) return;
      finished = true;
      await client.end();
    },
  };
}

async function ensureSchemaOnServer(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${schema}`);
  } finally {
    await client.end();
  }
}

async function openEmbeddedDatabase<Schema>(config: DatabaseConfig): Promise<Database<Schema>> {
  const lock = config.dataDir ? lockDataDirectory(config.dataDir) : undefined;
  try {
    const pglite = await PGlite.create(config.dataDir, {
      parsers: { [INT8_TYPE_OID]: parseInt8 },
    });
    // PGlite is a single session, so the search path set here holds for every later statement.
    await pglite.exec(`create schema if not exists ${config.schema}; set search_path to ${config.schema};`);
    const dialect = new PgliteDialect(pglite);
    const kysely = new Kysely<Schema>({ dialect });
    return {
      kysely,
      engine: 'pglite',
      schema: config.schema,
      runScriptInTransaction: (script) =>
        dialect.runExclusive(async () => {
          try {
            await pglite.exec(`begin; ${script}; commit;`);
          } catch (error) {
            await pglite.exec('rollback');
            throw error;
          }
        }),
      // PGlite keeps no per-connection plans worth naming; what matters is not interleaving with
      // a Kysely transaction that holds the session.
      preparedQuery: async <Row>(statement: PreparedStatement, values: unknown[]) =>
        dialect.runExclusive(async () => (await pglite.query<Row>(statement.text, values)).rows),
      close: async () => {
        await kysely.destroy();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** Confirms the database answers; used by health checks. */
export async function pingDatabase<Schema>(database: Database<Schema>): Promise<void> {
  await sql`select 1`.execute(database.kysely);
}
