/* Test support: the core on a test database (PGlite, or PostgreSQL in the db-postgres project). */
import { openTestDatabase } from '@vauhti/db/testing';
import { createLogger } from '@vauhti/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import { type SandboxPayConfig, testSandboxPayConfig } from '../config';
import { type PayDatabase, SANDBOX_PAY_MIGRATIONS_DIR, SANDBOX_PAY_SCHEMA } from '../database/pay-database';
import type { SandboxPayTables } from '../database/tables';
import type { StartTransaction } from './cashier-facade';
import { openPaymentsCore, type PaymentsCore } from './payments-core';

export function openPayTestDatabase(): Promise<PayDatabase> {
  return openTestDatabase<SandboxPayTables>({ schema: SANDBOX_PAY_SCHEMA, migrationsDir: SANDBOX_PAY_MIGRATIONS_DIR });
}

/** Short clocks, so retries and time-outs happen within a test. */
export function fastTestConfig(platformUrl: string, overrides: Partial<SandboxPayConfig> = {}): SandboxPayConfig {
  const config = testSandboxPayConfig({ platformUrl, ...overrides });
  return {
    ...config,
    merchant: { ...config.merchant, callTimeoutMs: 500 },
    timing: { authorizeDeadlineMs: 1_500, pageExpiryMs: 60_000, processingTimeoutMs: 120_000, workerIntervalMs: 50 },
    ...overrides,
  };
}

/** A settable clock: tests move time forward instead of waiting. */
export class TestClock {
  constructor(public value = Date.parse('2030-01-15T12:00:00Z')) {}
  readonly now = () => this.value;
  advance(ms: number) {
    this.value += ms;
  }
}

export type TestCore = PaymentsCore & { logLines: string[] };

/** The core without its timer; tests run worker passes themselves. Every log line is kept. */
export async function openTestCore(
  database: PayDatabase,
  config: SandboxPayConfig,
  now: () => number,
): Promise<TestCore> {
  const logLines: string[] = [];
  const logger = createLogger({
    name: 'sandbox-pay-test',
    level: 'trace',
    destination: { write: (line: string) => logLines.push(line) },
  }) as FastifyBaseLogger;
  const core = await openPaymentsCore(config, logger, { database, now, startWorker: false });
  return { ...core, logLines };
}

let userCounter = 0;

/** A card deposit request; override what a test is about. */
export function cardDeposit(overrides: Partial<StartTransaction> = {}): StartTransaction {
  userCounter++;
  return {
    merchantId: 'vauhti',
    userId: `player-${userCounter}`,
    sessionId: `session-${userCounter}`,
    kind: 'deposit',
    method: 'CREDITCARD',
    amount: 5_000,
    currency: 'EUR',
    locale: 'en',
    fields: { cardNumber: '4111 1111 1111 1111', expiryMonth: '12', expiryYear: '2035', cvv: '123' },
    returnUrl: 'http://localhost:5000/receipt',
    ...overrides,
  };
}
