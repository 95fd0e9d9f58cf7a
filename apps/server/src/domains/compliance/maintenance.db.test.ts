import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type PlatformApp } from '../../app';
import { runOpsCommand } from '../../ops/commands';
import { type IdentityTestApp, startIdentityApp } from '../../test-support/platform-test-app';
import { SITE_FLAG_CACHE_MS } from './site-flags';

/*
 * The maintenance switch reaches a running platform both ways the CLI runs: directly on the
 * database (another process: the platform's copy of the flag is at most 5 s old) and through the
 * platform's operator endpoint (the platform's own services: at once).
 */

let testApp: IdentityTestApp;
/** A second app on the same database and clock, with the operator endpoint on. */
let opsApp: PlatformApp;
const OPS_TOKEN = 'maintenance-test-token';

beforeAll(async () => {
  testApp = await startIdentityApp();
  opsApp = await createApp(testApp.config, { database: testApp.database, clock: testApp.clock, opsToken: OPS_TOKEN });
  await opsApp.ready();
});
afterAll(async () => {
  await opsApp.close();
  await testApp.close();
});

const operator = 'maintenance-test';

async function maintenanceShownBy(app: PlatformApp) {
  const response = await app.inject({ method: 'GET', url: '/api/v1/site/context', remoteAddress: '10.9.9.9' });
  return response.json<{ maintenance: boolean }>().maintenance;
}

function remoteCommand(options: Record<string, unknown>) {
  return opsApp.inject({
    method: 'POST',
    url: '/api/ops/v1/commands/maintenance',
    remoteAddress: '127.0.0.1',
    headers: { 'content-type': 'application/json', 'x-ops-token': OPS_TOKEN },
    payload: JSON.stringify({ operator, ...options }),
  });
}

describe('the maintenance switch', () => {
  it('is off on a new platform', async () => {
    expect(await maintenanceShownBy(testApp.app)).toBe(false);
    const status = await runOpsCommand(testApp.services, 'maintenance', { operator });
    expect(status).toMatchObject({ ok: true, data: { enabled: false, updatedBy: null }, text: 'maintenance is off' });
  });

  it('run directly on the database, reaches a running platform within 5 s', async () => {
    expect(await maintenanceShownBy(testApp.app)).toBe(false);
    const on = await runOpsCommand(testApp.services, 'maintenance', { on: true, operator });
    expect(on).toMatchObject({ ok: true, data: { enabled: true, changed: true, updatedBy: operator } });
    // The running platform read the flag a moment ago and keeps its copy for at most 5 s.
    expect(await maintenanceShownBy(testApp.app)).toBe(false);
    testApp.clock.advance(SITE_FLAG_CACHE_MS);
    expect(await maintenanceShownBy(testApp.app)).toBe(true);

    const off = await runOpsCommand(testApp.services, 'maintenance', { off: true, operator });
    expect(off).toMatchObject({ ok: true, data: { enabled: false, changed: true } });
    testApp.clock.advance(SITE_FLAG_CACHE_MS);
    expect(await maintenanceShownBy(testApp.app)).toBe(false);
  });

  it('run through the platform, takes effect there at once', async () => {
    expect(await maintenanceShownBy(opsApp)).toBe(false);
    const on = await remoteCommand({ on: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ ok: true, data: { enabled: true, changed: true } });
    expect(await maintenanceShownBy(opsApp)).toBe(true);
    expect((await remoteCommand({ off: true })).json()).toMatchObject({ ok: true, data: { enabled: false } });
    expect(await maintenanceShownBy(opsApp)).toBe(false);
  });

  it('says so when it already was in the asked state, keeping who changed it last', async () => {
    await runOpsCommand(testApp.services, 'maintenance', { on: true, operator: 'first' });
    const again = await runOpsCommand(testApp.services, 'maintenance', { on: true, operator: 'second' });
    expect(again).toMatchObject({
      ok: true,
      data: { changed: false, updatedBy: 'first' },
      text: 'maintenance was already on',
    });
    await runOpsCommand(testApp.services, 'maintenance', { off: true, operator });
  });

  it('refuses --on with --off, and an empty operator', async () => {
    expect(await runOpsCommand(testApp.services, 'maintenance', { on: true, off: true, operator })).toMatchObject({
      ok: false,
      data: { error: { code: 'INVALID_OPTIONS' } },
    });
    expect(await runOpsCommand(testApp.services, 'maintenance', { on: true, operator: '' })).toMatchObject({
      ok: false,
      data: { error: { code: 'INVALID_OPTIONS' } },
    });
  });
});
