import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityTestApp, startIdentityApp } from '../../test-support/platform-test-app';

let testApp: IdentityTestApp;
beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(async () => testApp.close());

describe('the OpenAPI document', () => {
  it('describes every identity endpoint with its schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<
      string,
      Record<string, { requestBody?: unknown; responses?: object }>
    >;
    const expected: Array<[string, string]> = [
      ['/api/v1/registration', 'get'],
      ['/api/v1/registration/step1', 'post'],
      ['/api/v1/registration/step2', 'post'],
      ['/api/v1/registration/step3/send', 'post'],
      ['/api/v1/registration/step3/verify', 'post'],
      ['/api/v1/registration/channel-verification', 'get'],
      ['/api/v1/auth/login', 'post'],
      ['/api/v1/auth/logout', 'post'],
      ['/api/v1/auth/status', 'get'],
      ['/api/v1/auth/password/change', 'post'],
      ['/api/v1/auth/password/forgot', 'post'],
      ['/api/v1/auth/password/reset', 'post'],
      ['/api/v1/profile', 'get'],
      ['/api/v1/profile', 'patch'],
      ['/api/v1/account/suspend', 'post'],
      ['/api/v1/countries', 'get'],
    ];
    for (const [path, method] of expected) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
      expect(Object.keys(paths[path]?.[method]?.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
    }
    expect(paths['/api/v1/registration/step1']?.post?.requestBody).toBeDefined();
  });
});
