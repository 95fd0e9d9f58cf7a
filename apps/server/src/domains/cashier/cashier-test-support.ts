import type { IdentityTestApp } from '../../test-support/platform-test-app';
import { uniqueEmail } from '../../test-support/platform-test-app';

/** The password of every player these suites create. */
export const CASHIER_TEST_PASSWORD = 'Cashier-Test-Pass-1';

export type TestPlayerOptions = {
  country?: string;
  currency?: string;
  /** A contact channel counts as verified (registration step 3 done). */
  verified?: boolean;
  /** userStatus real (as after a first deposit); default play. */
  real?: boolean;
  jurisdiction?: string;
  userCategory?: string;
};

/** A player made as the operator makes one, with the facts the cashier rules read set directly. */
export async function createTestPlayer(testApp: IdentityTestApp, options: TestPlayerOptions = {}) {
  const email = uniqueEmail('cashier');
  const created = await testApp.services.identity.createPlayerByOperator({
    email,
    password: CASHIER_TEST_PASSWORD,
    country: options.country ?? 'DE',
    currency: options.currency ?? 'EUR',
    verified: options.verified ?? true,
  });
  if (!created.ok) throw new Error(`test player not created: ${created.error.message}`);
  const { playerId, externalId } = created.value;
  if (options.real ?? true) await testApp.services.identity.markRealMoney(playerId);
  if (options.jurisdiction !== undefined || options.userCategory !== undefined) {
    await testApp.database.kysely
      .updateTable('players')
      .set({
        ...(options.jurisdiction === undefined ? {} : { jurisdiction: options.jurisdiction }),
        ...(options.userCategory === undefined ? {} : { user_category: options.userCategory }),
      })
      .where('id', '=', playerId)
      .execute();
  }
  return { playerId, externalId, email, currency: options.currency ?? 'EUR' };
}

let nextDeposit = 0;

/** Posts a provider deposit to the ledger as the payments workflow does (its own idempotency key). */
export async function postDeposit(testApp: IdentityTestApp, playerId: number, currency: string, amountMinor: number) {
  nextDeposit += 1;
  const posted = await testApp.services.ledger.deposit({
    source: 'cashier-test',
    externalId: `deposit-${process.pid}-${nextDeposit}`,
    playerId,
    currency,
    amountMinor,
    provider: 'sandbox-pay',
  });
  if (!posted.ok) throw new Error(`deposit not posted: ${posted.error.code}`);
}
