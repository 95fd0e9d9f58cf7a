import type { WalletOperation, WalletStatus } from '@vauhti/contracts/seamless-wallet';
import { signatureMatches } from '@vauhti/server-kit';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * How the fake platform answers the next call of an operation:
 * ok: as the contract says (with a small ledger behind it); late: does the work, answers after
 * `lateMs` (the provider's time-out fires first); http-500: does nothing, answers 500;
 * a status: answers that status and does nothing.
 */
export type FakeBehaviour = 'ok' | 'late' | 'http-500' | { status: WalletStatus };

export type ReceivedCall = { operation: WalletOperation; body: Record<string, unknown>; signatureValid: boolean };

type Player = { playerId: string | number; currency: string; cash: number; bonus: number };
type Posted = { operation: string; payload: string; playerKey: string; amount: number; rolledBack: boolean };

/**
 * A stand-in for the platform's seamless wallet (contracts/seamless-wallet.md) for tests: signed
 * requests, idempotent transaction ids, a balance per player, scripted failures.
 */
export class FakePlatform {
  readonly calls: ReceivedCall[] = [];
  private readonly behaviours = new Map<WalletOperation, FakeBehaviour[]>();
  private readonly players = new Map<string, Player>();
  private readonly tokens = new Map<string, string>();
  private readonly transactions = new Map<string, Posted>();
  private readonly app: FastifyInstance;
  url = '';

  constructor(
    private readonly secret = 'dev-games-secret',
    private readonly lateMs = 1_000,
  ) {
    this.app = Fastify({ forceCloseConnections: true });
    this.app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    this.app.post('/api/wallet/v1/:operation', async (request, reply) => {
      const operation = (request.params as { operation: WalletOperation }).operation;
      const raw = String(request.body);
      const signature = request.headers['x-signature'];
      const signed = { method: request.method, path: request.url, content: raw };
      const signatureValid =
        signatureMatches(signed, typeof signature === 'string' ? signature : undefined, this.secret) &&
        request.headers['x-provider-id'] === 'sandbox-games';
      const body = JSON.parse(raw) as Record<string, unknown>;
      this.calls.push({ operation, body, signatureValid });
      if (!signatureValid || typeof body.ts !== 'number')
        return reply.status(401).send({ status: 'INVALID_SIGNATURE' });
      const behaviour = this.behaviours.get(operation)?.shift() ?? 'ok';
      if (behaviour === 'http-500') return reply.status(500).send({ error: 'boom' });
      if (typeof behaviour === 'object') return { status: behaviour.status, ...this.balanceFields(body) };
      const answer = this.handle(operation, body);
      if (behaviour === 'late') await new Promise((resolve) => setTimeout(resolve, this.lateMs));
      return answer;
    });
  }

  async start(): Promise<this> {
    const address = await this.app.listen({ host: '127.0.0.1', port: 0 });
    this.url = address;
    return this;
  }

  close() {
    return this.app.close();
  }

  /** Scripts the next answers of an operation, in order; after them it answers ok again. */
  script(operation: WalletOperation, ...behaviours: FakeBehaviour[]) {
    this.behaviours.set(operation, [...(this.behaviours.get(operation) ?? []), ...behaviours]);
  }

  addPlayer(token: string, playerId: string | number, cash: number, currency = 'EUR') {
    this.players.set(JSON.stringify(playerId), { playerId, currency, cash, bonus: 0 });
    this.tokens.set(token, JSON.stringify(playerId));
  }

  revoke(token: string) {
    this.tokens.delete(token);
  }

  cashOf(playerId: string | number): number {
    return this.players.get(JSON.stringify(playerId))?.cash ?? 0;
  }

  callsOf(operation: WalletOperation): ReceivedCall[] {
    return this.calls.filter((call) => call.operation === operation);
  }

  private balanceFields(body: Record<string, unknown>) {
    const player = this.players.get(JSON.stringify(body.playerId));
    return player
      ? { balance: player.cash + player.bonus, cash: player.cash, bonus: player.bonus, currency: player.currency }
      : {};
  }

  private ok(player: Player, transactionId: string) {
    return {
      status: 'OK',
      transactionId,
      balance: player.cash + player.bonus,
      cash: player.cash,
      bonus: player.bonus,
      currency: player.currency,
    };
  }

  private handle(operation: WalletOperation, body: Record<string, unknown>) {
    if (operation === 'authenticate') {
      const key = this.tokens.get(String(body.token));
      const player = key ? this.players.get(key) : undefined;
      if (!player) return { status: 'TOKEN_EXPIRED' };
      return { ...this.ok(player, ''), playerId: player.playerId, country: 'FI', language: 'fi' };
    }
    const playerKey = JSON.stringify(body.playerId);
    const player = this.players.get(playerKey);
    if (!player) return { status: 'INVALID_REQUEST' };
    if (operation === 'balance') return this.ok(player, '');
    const transactionId = String(body.transactionId);
    const { ts: _ts, ...rest } = body;
    const payload = JSON.stringify(rest);
    const previous = this.transactions.get(transactionId);
    if (previous) {
      if (previous.payload !== payload) return { status: 'DUPLICATE_MISMATCH' };
      if (previous.rolledBack && operation === 'bet') return { status: 'TRANSACTION_ROLLED_BACK' };
      return this.ok(player, transactionId);
    }
    const amount = Number(body.amount ?? 0);
    if (operation === 'bet') {
      if (!this.tokens.has(String(body.token))) return { status: 'TOKEN_EXPIRED' };
      if (player.cash < amount) return { status: 'INSUFFICIENT_FUNDS', ...this.balanceFields(body) };
      player.cash -= amount;
    } else if (operation === 'win') {
      player.cash += amount;
    } else if (operation === 'rollback') {
      const reference = this.transactions.get(String(body.referenceTransactionId));
      if (!reference) {
        this.transactions.set(String(body.referenceTransactionId), {
          operation: 'bet',
          payload: '',
          playerKey,
          amount: 0,
          rolledBack: true,
        });
        this.transactions.set(transactionId, { operation, payload, playerKey, amount: 0, rolledBack: false });
        return { status: 'UNKNOWN_TRANSACTION' };
      }
      if (!reference.rolledBack) {
        player.cash += reference.operation === 'bet' ? reference.amount : -reference.amount;
        reference.rolledBack = true;
      }
    }
    this.transactions.set(transactionId, { operation, payload, playerKey, amount, rolledBack: false });
    return this.ok(player, transactionId);
  }
}
