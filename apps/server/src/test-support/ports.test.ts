import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, retryWhileAddressInUse } from './ports';

const listening: Server[] = [];
afterEach(async () => {
  await Promise.all(listening.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      listening.push(server);
      resolve(server);
    });
  });
}

describe('retryWhileAddressInUse', () => {
  it('starts again on new free ports when the first port was taken before the start listened', async () => {
    const taken = await freePort();
    await listen(taken);
    const triedPorts: number[] = [];
    const port = await retryWhileAddressInUse(async () => {
      const chosen = triedPorts.length === 0 ? taken : await freePort();
      triedPorts.push(chosen);
      await listen(chosen);
      return chosen;
    });
    expect(triedPorts).toHaveLength(2);
    expect(triedPorts[0]).toBe(taken);
    expect(port).toBe(triedPorts[1]);
  });

  it('passes on other errors at once, without another attempt', async () => {
    let attempts = 0;
    const failing = retryWhileAddressInUse(async () => {
      attempts += 1;
      throw new Error('the database is down');
    });
    await expect(failing).rejects.toThrow('the database is down');
    expect(attempts).toBe(1);
  });

  it('gives up with the last address-in-use error after the allowed attempts', async () => {
    const taken = await freePort();
    await listen(taken);
    let attempts = 0;
    const failing = retryWhileAddressInUse(async () => {
      attempts += 1;
      await listen(taken);
    }, 3);
    await expect(failing).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(attempts).toBe(3);
  });
});
