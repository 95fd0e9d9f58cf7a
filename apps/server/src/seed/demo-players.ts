import { decimalToMinor } from '@vauhti/contracts';
import type { PlatformServices } from '../services';

/**
 * Demo players for development (never seeded in production). The passwords are public: they are
 * listed in README.md. Each has an opening balance posted as an operator adjustment under a fixed
 * idempotency key, so seeding again changes nothing.
 */
export const DEMO_PASSWORD = 'Vauhti-Demo-2026';

type DemoPlayer = {
  email: string;
  country: string;
  currency: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  /** Opening cash as a decimal string; none leaves a first-deposit ("play") account. */
  openingBalance?: string;
};

export const DEMO_PLAYERS: readonly DemoPlayer[] = [
  {
    email: 'aino@vauhti.test',
    country: 'FI',
    currency: 'EUR',
    firstName: 'Aino',
    lastName: 'Virtanen',
    birthDate: '1990-04-12',
    openingBalance: '500.00',
  },
  {
    email: 'lars@vauhti.test',
    country: 'NO',
    currency: 'NOK',
    firstName: 'Lars',
    lastName: 'Haugen',
    birthDate: '1985-09-30',
    openingBalance: '5000.00',
  },
  {
    email: 'mia@vauhti.test',
    country: 'DE',
    currency: 'EUR',
    firstName: 'Mia',
    lastName: 'Schneider',
    birthDate: '1993-01-21',
    openingBalance: '250.00',
  },
  {
    email: 'liam@vauhti.test',
    country: 'CA',
    currency: 'CAD',
    firstName: 'Liam',
    lastName: 'Tremblay',
    birthDate: '1988-07-04',
    openingBalance: '300.00',
  },
  {
    email: 'aroha@vauhti.test',
    country: 'NZ',
    currency: 'NZD',
    firstName: 'Aroha',
    lastName: 'Ngata',
    birthDate: '1995-11-08',
    openingBalance: '300.00',
  },
  {
    email: 'yuki@vauhti.test',
    country: 'JP',
    currency: 'JPY',
    firstName: 'Yuki',
    lastName: 'Tanaka',
    birthDate: '1991-03-15',
    openingBalance: '30000',
  },
  {
    email: 'new.player@vauhti.test',
    country: 'FI',
    currency: 'EUR',
    firstName: 'Eero',
    lastName: 'Laine',
    birthDate: '2000-02-29',
  },
];

const SEED_OPERATOR = 'demo-seed';

/** Creates the demo players that do not exist yet and posts their opening balances once. */
export async function seedDemoPlayers(services: PlatformServices): Promise<{ created: string[] }> {
  const created: string[] = [];
  for (const demo of DEMO_PLAYERS) {
    let player = await services.identity.findPlayerByEmail(demo.email);
    if (!player) {
      const result = await services.identity.createPlayerByOperator({
        email: demo.email,
        password: DEMO_PASSWORD,
        country: demo.country,
        currency: demo.currency,
        verified: true,
        firstName: demo.firstName,
        lastName: demo.lastName,
        birthDate: demo.birthDate,
      });
      if (!result.ok) throw new Error(`seeding ${demo.email} failed: ${result.error.code} ${result.error.message}`);
      created.push(demo.email);
      player = await services.identity.getPlayer(result.value.playerId);
    }
    if (!player || !demo.openingBalance) continue;
    const amount = decimalToMinor(demo.openingBalance, demo.currency);
    if (!amount.ok) throw new Error(`bad demo balance for ${demo.email}`);
    const posted = await services.ledger.adjust({
      source: 'seed',
      externalId: `demo:${demo.email}:opening-balance`,
      playerId: player.playerId,
      currency: demo.currency,
      amount: amount.minor,
      reason: 'Demo opening balance',
      operator: SEED_OPERATOR,
    });
    if (!posted.ok) throw new Error(`opening balance for ${demo.email} failed: ${posted.error.code}`);
    await services.identity.markRealMoney(player.playerId);
  }
  return { created };
}
