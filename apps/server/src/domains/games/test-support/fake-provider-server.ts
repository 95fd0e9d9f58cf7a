import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureMatches } from '@vauhti/server-kit';

/*
 * A stand-in for the sandbox provider's operator API over real HTTP: it checks the operator id,
 * the signature of the method, path and raw body and the freshness of ts exactly as section 1 asks, then answers
 * the feed and the live tables the test sets.
 */

export type FakeProviderServer = {
  url: string;
  catalogue: unknown;
  liveTables: unknown;
  /** Calls by path, including refused ones. */
  calls: Record<string, number>;
  refused: number;
  close(): Promise<void>;
};

const MAX_SKEW_MS = 300_000;

export async function startFakeProvider(options: { operatorId: string; secret: string }): Promise<FakeProviderServer> {
  const state: Omit<FakeProviderServer, 'url' | 'close'> = {
    catalogue: {},
    liveTables: { tables: [] },
    calls: {},
    refused: 0,
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      state.calls[path] = (state.calls[path] ?? 0) + 1;
      const raw = Buffer.concat(chunks);
      let ts = Number.NaN;
      try {
        ts = Number((JSON.parse(raw.toString('utf8')) as { ts?: unknown }).ts);
      } catch {
        // an unparseable body fails the ts check below
      }
      const signed =
        request.headers['x-operator-id'] === options.operatorId &&
        signatureMatches(
          { method: request.method ?? '', path, content: raw },
          singleValue(request.headers['x-signature']),
          options.secret,
        ) &&
        Math.abs(Date.now() - ts) <= MAX_SKEW_MS;
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || !signed) {
        state.refused += 1;
        answer(401, { error: { code: 'INVALID_SIGNATURE', message: 'bad signature' } });
      } else if (path === '/operator/v1/catalogue') answer(200, state.catalogue);
      else if (path === '/operator/v1/live-tables') answer(200, state.liveTables);
      else answer(404, { error: { code: 'NOT_FOUND', message: path } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const provider = state as FakeProviderServer;
  provider.url = `http://127.0.0.1:${port}`;
  provider.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return provider;
}

function singleValue(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' ? header : undefined;
}
