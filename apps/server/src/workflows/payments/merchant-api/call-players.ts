import type { VerifyUserRequest } from '@vauhti/contracts/merchant-api';
import { refusedReply } from '../merchant-answers';
import { type MerchantPlayer, payAndPlayTxIdOf } from '../merchant-players';
import type { Checked, MerchantContext } from './merchant-context';

/**
 * verifyuser's player: a pay-and-play user is identified by the bank (the provider's session is
 * its transaction, not a platform cashier session); any other must match the cashier session.
 */
export async function verifiedPlayer(
  context: MerchantContext,
  request: VerifyUserRequest,
): Promise<Checked<MerchantPlayer>> {
  const { userId } = request;
  if (payAndPlayTxIdOf(userId) !== undefined) {
    const identified = await context.players.identify(userId);
    if (!identified.ok) return { ok: false, reply: refusedReply(userId, identified.code, identified.message) };
    return { ok: true, value: identified.player };
  }
  const session = await context.deps.cashier.sessions.lookup(request.sessionId);
  if (!session.ok) {
    return { ok: false, reply: refusedReply(userId, 'SESSION_EXPIRED', 'the cashier session has expired or ended') };
  }
  const found = await context.players.known(userId);
  if (!found.ok) return { ok: false, reply: refusedReply(userId, found.code, found.message) };
  if (found.player.playerId !== session.playerId) {
    // A session is bound to one player; another user's id with it is not that session.
    return {
      ok: false,
      reply: refusedReply(userId, 'SESSION_EXPIRED', 'the cashier session does not belong to this user'),
    };
  }
  return { ok: true, value: found.player };
}

/**
 * The player named by userId, in the call's currency; else the refusal. authorize identifies a
 * pay-and-play user (and links the deposit to them); transfer and cancel read whom authorize linked.
 */
export async function playerFor(
  context: MerchantContext,
  userId: string,
  currency: string,
  call: 'authorize' | 'settle',
): Promise<Checked<MerchantPlayer>> {
  const { players } = context;
  const found = call === 'authorize' ? await players.identify(userId) : await players.known(userId);
  if (!found.ok) return { ok: false, reply: refusedReply(userId, found.code, found.message) };
  const player = found.player;
  if (player.currency !== currency) {
    return {
      ok: false,
      reply: refusedReply(userId, 'CURRENCY_MISMATCH', `txAmountCy ${currency} is not the account's currency`),
    };
  }
  return { ok: true, value: player };
}
