import type { AmlVerificationStart, AmlVerificationStatus } from '@vauhti/contracts/cashier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxPair, SiteClient, startSandboxPair, submitProviderPage } from './payments-sandbox-test-support';

/*
 * Third-party identity verification with no fakes on either side: the platform starts a session
 * at the real sandbox provider, the player passes or fails the check on the provider's page, the
 * provider's signed result reaches the platform over HTTP, and the player's KYC state follows.
 */

const PASSWORD = 'Sandbox-Idv-Test-1';
let pair: SandboxPair;
let playerCount = 0;

beforeAll(async () => {
  pair = await startSandboxPair();
}, 60_000);
afterAll(async () => {
  await pair?.close();
});

async function playerNeedingCheck() {
  playerCount += 1;
  const email = `idv.${playerCount}.${process.pid}.${Date.now()}@example.test`;
  const created = await pair.services.identity.createPlayerByOperator({
    email,
    password: PASSWORD,
    country: 'DE',
    currency: 'EUR',
    verified: true,
    firstName: 'Mia',
    lastName: 'Schneider',
    birthDate: '1993-01-21',
  });
  if (!created.ok) throw new Error(created.error.message);
  await pair.services.cashier.kyc.set(created.value.playerId, { thirdPartyRequired: true });
  const client = new SiteClient(pair.platformUrl, pair.config);
  await client.logIn(email, PASSWORD);
  return { playerId: created.value.playerId, client };
}

async function pageOf(url: string) {
  const response = await fetch(url);
  return { status: response.status, html: await response.text() };
}

describe('identity verification against the sandbox provider', () => {
  it('a passed check clears the requirement: the deposit gate opens and the return page reads approved', async () => {
    const player = await playerNeedingCheck();
    expect((await pair.services.cashier.gates.deposit(player.playerId)).ok).toBe(false);
    const start = await player.client.post<AmlVerificationStart>('/api/v1/cashier/aml-verification', {
      language: 'de',
    });
    expect(start.status).toBe(200);
    const page = await pageOf(start.body.url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Mia Schneider');
    expect(page.html).toContain('Bestätigen Sie Ihre Identität');

    const decided = await submitProviderPage(start.body.url, {
      decision: 'approve',
      documentType: 'passport',
      documentNumber: 'C01X00T47',
    });
    expect(decided).toBe(303);
    // The provider sent its result before it sent the player back: no waiting on the return page.
    expect(await pair.services.cashier.kyc.status(player.playerId)).toMatchObject({
      thirdPartyRequired: false,
      documents: { identityStatus: 'verified' },
    });
    expect((await pair.services.cashier.gates.deposit(player.playerId)).ok).toBe(true);
    const status = await player.client.get<AmlVerificationStatus>('/api/v1/cashier/aml-verification');
    expect(status.body).toMatchObject({
      thirdPartyRequired: false,
      latest: { verificationId: start.body.verificationId, state: 'approved' },
    });
  });

  it('a failed check keeps the requirement and reads rejected', async () => {
    const player = await playerNeedingCheck();
    const start = await player.client.post<AmlVerificationStart>('/api/v1/cashier/aml-verification', {});
    expect(await submitProviderPage(start.body.url, { decision: 'reject' })).toBe(303);
    expect((await pair.services.cashier.kyc.status(player.playerId)).thirdPartyRequired).toBe(true);
    const status = await player.client.get<AmlVerificationStatus>('/api/v1/cashier/aml-verification');
    expect(status.body.latest).toMatchObject({ state: 'rejected' });
  });
});
