import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityTestApp, startIdentityApp, stepOneBody, TestClient } from '../../test-support/platform-test-app';

let testApp: IdentityTestApp;

beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(async () => {
  await testApp.close();
});

async function playerCount() {
  const row = await testApp.database.kysely
    .selectFrom('players')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('sign-up from a restricted territory', () => {
  it('is refused whatever country the form names, and creates nothing', async () => {
    const before = await playerCount();
    const response = await new TestClient(testApp).send(
      'POST',
      '/api/v1/registration/step1',
      stepOneBody({ email: 'from-us@example.com', country: 'DE' }),
      { headers: { 'cf-ipcountry': 'US' } },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'COUNTRY_NOT_ALLOWED',
      details: { requestCountry: 'US' },
    });
    expect(await playerCount()).toBe(before);
  });

  it('goes ahead from a country where the site is open', async () => {
    const response = await new TestClient(testApp).send(
      'POST',
      '/api/v1/registration/step1',
      stepOneBody({ email: 'from-de@example.com', country: 'DE', currency: 'EUR' }),
      { headers: { 'cf-ipcountry': 'DE' } },
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});
