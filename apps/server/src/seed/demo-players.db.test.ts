import { decimalToMinor } from '@vauhti/contracts';
import type { Database } from '@vauhti/db';
import { createLogger } from '@vauhti/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatformConfig } from '../config';
import { checkLedger } from '../domains/wallet/ledger/ledger-check';
import { readBalances } from '../domains/wallet/ledger/ledger-queries';
import { systemClock } from '../infra/time/clock';
import type { PlatformTables } from '../platform-tables';
import { createPlatformServices, type PlatformServices } from '../services';
import { openPlatformTestDatabase } from '../test-support/platform-test-database';
import { DEMO_PASSWORD, DEMO_PLAYERS, seedDemoPlayers } from './demo-players';

let database: Database<PlatformTables>;
let services: PlatformServices;

beforeAll(async () => {
  database = await openPlatformTestDatabase();
  services = createPlatformServices({
    database,
    config: testPlatformConfig(),
    clock: systemClock,
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
});
afterAll(() => database.close());

describe('demo seed', () => {
  it('creates every demo player once, with the documented balance, and seeding again changes nothing', async () => {
    expect((await seedDemoPlayers(services)).created).toHaveLength(DEMO_PLAYERS.length);
    expect((await seedDemoPlayers(services)).created).toEqual([]);
    for (const demo of DEMO_PLAYERS) {
      const player = await services.identity.findPlayerByEmail(demo.email);
      expect(player, demo.email).toBeDefined();
      if (!player) continue;
      const balances = await readBalances(database.kysely, player.playerId, demo.currency);
      const expected = demo.openingBalance
        ? decimalToMinor(demo.openingBalance, demo.currency)
        : { ok: true, minor: 0 };
      expect(expected.ok && balances.cashMinor).toBe(expected.ok && expected.minor);
      expect(player.userStatus).toBe(demo.openingBalance ? 'real' : 'play');
    }
    expect((await checkLedger(database.kysely)).ok).toBe(true);
  });

  it('gives every demo player a complete, verified account that logs in with the documented password', async () => {
    for (const demo of DEMO_PLAYERS) {
      const login = await services.identity.logIn({ email: demo.email, password: DEMO_PASSWORD }, {});
      expect(login.ok, demo.email).toBe(true);
      const player = await services.identity.findPlayerByEmail(demo.email);
      const profile = player ? await services.identity.readProfile(player.playerId) : undefined;
      expect(profile, demo.email).toMatchObject({ ok: true, value: { userProfileCompleted: true, isVerified: true } });
    }
  });
});
