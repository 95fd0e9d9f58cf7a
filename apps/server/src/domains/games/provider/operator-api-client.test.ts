import { signatureMatches } from '@vauhti/server-kit';
import { describe, expect, it } from 'vitest';
import { OperatorApiClient, ProviderCallError } from './operator-api-client';
import { SandboxGameProvider } from './sandbox-game-provider';

type Sent = { url: string; init: RequestInit };

function fakeFetch(answer: () => Response, sent: Sent[]): typeof fetch {
  return (async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return answer();
  }) as typeof fetch;
}

const CONFIG = { url: 'http://provider.test:5100/', operatorId: 'vauhti', secret: 'dev-operator-secret' };

describe('the operator API client', () => {
  it('signs the method, path and raw body with the operator secret and sends ts', async () => {
    const sent: Sent[] = [];
    const client = new OperatorApiClient(CONFIG, {
      now: () => 1_700_000_000_000,
      fetch: fakeFetch(() => Response.json({ tables: [] }), sent),
    });
    const provider = new SandboxGameProvider({ url: CONFIG.url, operatorApi: client });
    expect(await provider.fetchLiveTables()).toEqual({ tables: [] });
    const [call] = sent;
    expect(call?.url).toBe('http://provider.test:5100/operator/v1/live-tables');
    expect(call?.init.method).toBe('POST');
    const body = call?.init.body as string;
    expect(JSON.parse(body)).toEqual({ ts: 1_700_000_000_000 });
    const headers = call?.init.headers as Record<string, string>;
    expect(headers['x-operator-id']).toBe('vauhti');
    const signed = { method: 'POST', path: '/operator/v1/live-tables', content: body };
    expect(signatureMatches(signed, headers['x-signature'], 'dev-operator-secret')).toBe(true);
  });

  it('turns a refusal, a non-JSON answer and a network failure into ProviderCallError', async () => {
    const refusing = new OperatorApiClient(CONFIG, {
      fetch: fakeFetch(() => new Response('{"error":{"code":"INVALID_SIGNATURE"}}', { status: 401 }), []),
    });
    await expect(refusing.post('/operator/v1/catalogue')).rejects.toMatchObject({
      name: 'ProviderCallError',
      statusCode: 401,
    });
    const garbled = new OperatorApiClient(CONFIG, { fetch: fakeFetch(() => new Response('<html>'), []) });
    await expect(garbled.post('/operator/v1/catalogue')).rejects.toThrow(/not JSON/);
    const unreachable = new OperatorApiClient(CONFIG, {
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    await expect(unreachable.post('/operator/v1/catalogue')).rejects.toBeInstanceOf(ProviderCallError);
  });
});
