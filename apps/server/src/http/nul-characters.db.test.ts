import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityTestApp, startIdentityApp, TestClient } from '../test-support/platform-test-app';

let testApp: IdentityTestApp;

beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(async () => testApp.close());

describe('a NUL character in a request', () => {
  it('is refused as bad input naming the field, not answered with a server fault', async () => {
    const response = await new TestClient(testApp).post('/api/v1/auth/login', {
      email: '\u0000',
      password: 'Correct-Horse-9',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'FIELD_INVALID', details: { field: 'email' } });
  });
});
