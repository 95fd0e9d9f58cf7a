/*
 * Test support: a stand-in for the platform's merchant API (contracts/payments.md section 1) on a
 * free port. It checks signatures, records every call, answers idempotently on txId, counts the
 * effective transfers and cancels, and can be told to fail or refuse the next calls.
 */
import type { MerchantCallName } from '@vauhti/contracts/merchant-api';
import { signatureMatches } from '@vauhti/server-kit';
import Fastify, { type FastifyInstance } from 'fastify';

/** ok: as the contract says; http-500: does nothing, answers 500; hang: answers after `hangMs`; refuse: success false. */
export type FakeMerchantBehaviour = 'ok' | 'http-500' | 'hang' | { refuse: string };

export type ReceivedMerchantCall = { call: MerchantCallName; body: Record<string, unknown>; signatureValid: boolean };

export class FakeMerchant {
  readonly calls: ReceivedMerchantCall[] = [];
  /** txId → how many times the call took effect (must never exceed one). */
  readonly effectiveTransfers = new Map<string, number>();
  readonly effectiveCancels = new Map<string, number>();
  private readonly behaviours = new Map<MerchantCallName, FakeMerchantBehaviour[]>();
  private down = false;
  private readonly app: FastifyInstance;
  url = '';

  constructor(
    private readonly secret = 'dev-pay-secret',
    private readonly hangMs = 2_000,
  ) {
    this.app = Fastify({ forceCloseConnections: true });
    this.app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    this.app.post('/api/payments/piq/:call', async (request, reply) => {
      const call = (request.params as { call: MerchantCallName }).call;
      const raw = String(request.body);
      const signature = request.headers['x-signature'];
      const signed = { method: request.method, path: request.url, content: raw };
      const signatureValid =
        signatureMatches(signed, typeof signature === 'string' ? signature : undefined, this.secret) &&
        request.headers['x-merchant-id'] === 'vauhti';
      const body = JSON.parse(raw) as Record<string, unknown>;
      this.calls.push({ call, body, signatureValid });
      if (!signatureValid || typeof body.ts !== 'number') {
        return reply.status(401).send({ error: { code: 'INVALID_SIGNATURE', message: 'bad signature' } });
      }
      if (this.down) return reply.status(503).send({ error: { code: 'UNAVAILABLE', message: 'down' } });
      const behaviour = this.behaviours.get(call)?.shift() ?? 'ok';
      if (behaviour === 'http-500')
        return reply.status(500).send({ error: { code: 'INTERNAL_ERROR', message: 'boom' } });
      if (behaviour === 'hang') await new Promise((resolve) => setTimeout(resolve, this.hangMs));
      if (typeof behaviour === 'object')
        return { success: false, errCode: behaviour.refuse, errMsg: `refused: ${behaviour.refuse}` };
      return this.answer(call, body);
    });
  }

  async start(): Promise<this> {
    this.url = await this.app.listen({ host: '127.0.0.1', port: 0 });
    return this;
  }

  close() {
    return this.app.close();
  }

  /** Every call answers 503 until setDown(false). */
  setDown(down: boolean) {
    this.down = down;
  }

  /** Scripts the next answers of a call, in order; after them it answers ok again. */
  script(call: MerchantCallName, ...behaviours: FakeMerchantBehaviour[]) {
    this.behaviours.set(call, [...(this.behaviours.get(call) ?? []), ...behaviours]);
  }

  callsOf(call: MerchantCallName, txId?: string): ReceivedMerchantCall[] {
    return this.calls.filter(
      (received) => received.call === call && (txId === undefined || received.body.txId === txId),
    );
  }

  private answer(call: MerchantCallName, body: Record<string, unknown>) {
    const txId = String(body.txId ?? '');
    switch (call) {
      case 'verifyuser':
        return {
          success: true,
          userId: body.userId,
          userCat: 'standard',
          kycStatus: 'VERIFIED',
          firstName: 'Testi',
          lastName: 'Pelaaja',
          street: 'Katu 1',
          city: 'Helsinki',
          zip: '00100',
          country: 'FI',
          email: 'testi@example.com',
          dob: '1990-01-01',
          mobile: '+358401234567',
          balance: '100.00',
          balanceCy: 'EUR',
          locale: 'fi_FI',
        };
      case 'authorize':
        return { success: true, userId: body.userId, merchantTxId: `m-${txId}`, authCode: `auth-${txId}` };
      case 'transfer':
        this.effectiveTransfers.set(txId, 1);
        return { success: true, userId: body.userId, txId, merchantTxId: `m-${txId}` };
      case 'cancel':
        this.effectiveCancels.set(txId, 1);
        return { success: true, userId: body.userId, txId, merchantTxId: `m-${txId}` };
    }
  }
}
