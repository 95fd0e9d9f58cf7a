import { decimalToMinor } from '@vauhti/contracts';
import type { VipLevel } from '../domains/identity/identity-tables';
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
  street: string;
  city: string;
  zip: string;
  phone: string;
  /** Where the country requires one; valid (checksummed) test numbers. */
  nationalId?: string;
  /** Opening cash as a decimal string; none leaves a first-deposit ("play") account. */
  openingBalance?: string;
  /** The header's VIP badge; none without. */
  vipLevel?: VipLevel;
  /** Leaves the current policies unaccepted, so that the policy popup can be tried. */
  policiesPending?: true;
};

export const DEMO_PLAYERS: readonly DemoPlayer[] = [
  {
    email: 'aino@vauhti.test',
    country: 'FI',
    currency: 'EUR',
    firstName: 'Aino',
    lastName: 'Virtanen',
    birthDate: '1990-04-12',
    street: 'Mannerheimintie 12 B 7',
    city: 'Helsinki',
    zip: '00100',
    phone: '+358401234567',
    nationalId: '120490-9018',
    openingBalance: '500.00',
    vipLevel: 'gold',
  },
  {
    email: 'lars@vauhti.test',
    country: 'NO',
    currency: 'NOK',
    firstName: 'Lars',
    lastName: 'Haugen',
    birthDate: '1985-09-30',
    street: 'Karl Johans gate 22',
    city: 'Oslo',
    zip: '0159',
    phone: '+4791234567',
    nationalId: '30098540004',
    openingBalance: '5000.00',
    vipLevel: 'diamond',
  },
  {
    email: 'mia@vauhti.test',
    country: 'DE',
    currency: 'EUR',
    firstName: 'Mia',
    lastName: 'Schneider',
    birthDate: '1993-01-21',
    street: 'Friedrichstraße 44',
    city: 'Berlin',
    zip: '10117',
    phone: '+4915123456789',
    openingBalance: '250.00',
    vipLevel: 'bronze',
    policiesPending: true,
  },
  {
    email: 'liam@vauhti.test',
    country: 'CA',
    currency: 'CAD',
    firstName: 'Liam',
    lastName: 'Tremblay',
    birthDate: '1988-07-04',
    street: '350 Rue Sainte-Catherine O',
    city: 'Montréal',
    zip: 'H3B 1A2',
    phone: '+15145550142',
    openingBalance: '300.00',
    vipLevel: 'platinum',
  },
  {
    email: 'aroha@vauhti.test',
    country: 'NZ',
    currency: 'NZD',
    firstName: 'Aroha',
    lastName: 'Ngata',
    birthDate: '1995-11-08',
    street: '18 Cuba Street',
    city: 'Wellington',
    zip: '6011',
    phone: '+64211234567',
    openingBalance: '300.00',
  },
  {
    email: 'yuki@vauhti.test',
    country: 'JP',
    currency: 'JPY',
    firstName: 'Yuki',
    lastName: 'Tanaka',
    birthDate: '1991-03-15',
    street: '1-2-3 Shibuya',
    city: 'Tokyo',
    zip: '150-0002',
    phone: '+819012345678',
    openingBalance: '30000',
  },
  {
    email: 'new.player@vauhti.test',
    country: 'FI',
    currency: 'EUR',
    firstName: 'Eero',
    lastName: 'Laine',
    birthDate: '2000-02-29',
    street: 'Hämeenkatu 5 A 3',
    city: 'Tampere',
    zip: '33100',
    phone: '+358409876543',
    nationalId: '290200A1239',
  },
];

const DEMO_EMAILS = new Set(DEMO_PLAYERS.map((player) => player.email));

/** Whether an e-mail is one of the seeded demo players' (any case): the only players the embed demo serves. */
export function isDemoPlayerEmail(email: string): boolean {
  return DEMO_EMAILS.has(email.trim().toLowerCase());
}

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
        street: demo.street,
        city: demo.city,
        zip: demo.zip,
        phone: demo.phone,
        ...(demo.nationalId ? { nationalId: demo.nationalId } : {}),
      });
      if (!result.ok) throw new Error(`seeding ${demo.email} failed: ${result.error.code} ${result.error.message}`);
      created.push(demo.email);
      player = await services.identity.getPlayer(result.value.playerId);
    }
    // Also for demo players seeded before VIP levels existed. A level an operator set stays; an
    // operator's removal does not (the demo level comes back at the next start).
    if (player && demo.vipLevel) {
      const tags = await services.identity.levelTags(player.playerId);
      if (tags.ok && tags.value.length === 0) {
        await services.identity.setVipLevel(player.playerId, demo.vipLevel, SEED_OPERATOR);
      }
    }
    // A demo account has accepted the current policies, as a sign-up does (one seeded before
    // policies existed too); a later version is left for the popup to ask about.
    if (player && !demo.policiesPending && (await services.content.acceptedPolicies(player.playerId)).length === 0) {
      await services.content.acceptCurrentPolicies(player.playerId);
    }
    if (!player || !demo.openingBalance) continue;
    const amount = decimalToMinor(demo.openingBalance, demo.currency);
    if (!amount.ok) throw new Error(`bad demo balance for ${demo.email}`);
    const posted = await services.ledger.adjust({
      source: 'seed',
      externalId: `demo:${demo.email}:opening-balance`,
      playerId: player.playerId,
      currency: demo.currency,
      amountMinor: amount.minor,
      reason: 'Demo opening balance',
      operator: SEED_OPERATOR,
    });
    if (!posted.ok) throw new Error(`opening balance for ${demo.email} failed: ${posted.error.code}`);
    await services.identity.markRealMoney(player.playerId);
  }
  return { created };
}
