import type { RegistrationProgress } from '@vauhti/contracts/accounts';
import type { OtpChannel } from '../../reference/countries';
import { hashOneTimeCode, hexDigestsEqual, randomOneTimeCode, randomSalt } from '../../reference/secrets';
import { countryOf, type IdentityContext } from './identity-context';
import { failure, type Result, success } from './identity-errors';
import type { IdentityDb, PlayerRecord } from './player-repository';
import { registrationProgressOf } from './player-status';
import { playerNotFound, requireStep } from './registration';

export const OTP_LIFETIME_MINUTES = 10;
export const OTP_ATTEMPTS_MAX = 5;
export const OTP_RESEND_INTERVAL_SECONDS = 60;
export const OTP_SENDS_PER_HOUR_MAX = 5;

const SECOND_MS = 1_000;
const HOUR_MS = 3_600_000;

export type CodeSent = {
  channel: OtpChannel;
  /** Where the code went, masked ("+358*****67", "j***@example.com"). */
  destination: string;
  expiresAt: Date;
  resendAvailableAt: Date;
  attemptsMax: number;
};

/**
 * Step 3 as it stands, for a page that reloads in the middle of it: the code still open (where it
 * went, until when, the attempts left) and how long until another may be sent. The wait is in
 * seconds from now, not a moment on the server's clock, so a device whose clock is off still
 * counts down the right time.
 */
export type CodeStatus = {
  openCode: { channel: OtpChannel; destination: string; expiresAt: Date; attemptsLeft: number } | null;
  resendInSeconds: number;
};

/**
 * Registration step 3: a six-digit code sent over SMS or e-mail proves the player owns the phone
 * or the mailbox. Codes are stored hashed, live ten minutes, allow five attempts, and a new one
 * can be sent once a minute and five times an hour.
 */
export class ChannelVerification {
  constructor(private readonly context: IdentityContext) {}

  /** Sends a code over the requested channel, or the country's channel when none is named. */
  async sendCode(playerId: number, requestedChannel?: OtpChannel): Promise<Result<CodeSent>> {
    const { db, clock } = this.context;
    // Typed as the plain database: Outbox.enqueue takes a Kysely, which a Transaction of the wider
    // schema satisfies only through its base type.
    return db.transaction().execute(async (trx: IdentityDb) => {
      // The row lock serialises concurrent sends of one player, so the resend limit holds.
      const player = await this.context.players.findById(playerId, trx, { forUpdate: true });
      if (!player) return playerNotFound<CodeSent>(playerId);
      const order = requireStep(registrationProgressOf(player, countryOf(player)), 3);
      if (!order.ok) return order;
      const target = chooseTarget(player, requestedChannel);
      if (!target.ok) return target;
      const now = clock.now();
      const wait = await secondsUntilNextSend(trx, playerId, now);
      if (wait > 0) {
        return failure<CodeSent>('OTP_RESEND_TOO_SOON', 'wait before asking for another code', {
          details: { retryAfterSeconds: wait },
        });
      }
      const code = randomOneTimeCode();
      const expiresAt = new Date(now.getTime() + OTP_LIFETIME_MINUTES * 60 * SECOND_MS);
      await this.storeChallenge(trx, player, target.value, code, now, expiresAt);
      await this.context.outbox.enqueue(codeMessage(player, target.value, code), trx);
      return success<CodeSent>({
        channel: target.value.channel,
        destination: maskDestination(target.value),
        expiresAt,
        resendAvailableAt: new Date(now.getTime() + OTP_RESEND_INTERVAL_SECONDS * SECOND_MS),
        attemptsMax: OTP_ATTEMPTS_MAX,
      });
    });
  }

  /**
   * The open code and the resend wait. A code counts as open while it is the latest, unused, not
   * expired, has attempts left and still goes to the player's current phone or address.
   */
  async codeStatus(playerId: number): Promise<Result<CodeStatus>> {
    const { db, clock } = this.context;
    const player = await this.context.players.findById(playerId);
    if (!player) return playerNotFound<CodeStatus>(playerId);
    const order = requireStep(registrationProgressOf(player, countryOf(player)), 3);
    if (!order.ok) return order;
    const now = clock.now();
    const challenge = await latestOpenChallenge(db, playerId);
    const open =
      challenge &&
      challenge.recipient === recipientOf(player, challenge.channel) &&
      now < challenge.expires_at &&
      challenge.attempts < OTP_ATTEMPTS_MAX
        ? challenge
        : undefined;
    return success<CodeStatus>({
      openCode: open
        ? {
            channel: open.channel,
            destination: maskDestination({ channel: open.channel, recipient: open.recipient }),
            expiresAt: open.expires_at,
            attemptsLeft: OTP_ATTEMPTS_MAX - open.attempts,
          }
        : null,
      resendInSeconds: await secondsUntilNextSend(db, playerId, now),
    });
  }

  /** Checks a code against the player's latest one; the right code completes step 3. */
  async verifyCode(playerId: number, code: string): Promise<Result<RegistrationProgress>> {
    const { db, clock } = this.context;
    const outcome = await db.transaction().execute(async (trx) => {
      const player = await this.context.players.findById(playerId, trx, { forUpdate: true });
      if (!player) return playerNotFound<PlayerRecord>(playerId);
      const order = requireStep(registrationProgressOf(player, countryOf(player)), 3);
      if (!order.ok) return order;
      const challenge = await latestOpenChallenge(trx, playerId);
      if (!challenge || challenge.recipient !== recipientOf(player, challenge.channel)) {
        return failure<PlayerRecord>('OTP_NOT_REQUESTED', 'ask for a code first', { field: 'code' });
      }
      const now = clock.now();
      if (now >= challenge.expires_at) {
        return failure<PlayerRecord>('OTP_EXPIRED', 'this code has expired; ask for a new one', { field: 'code' });
      }
      if (challenge.attempts >= OTP_ATTEMPTS_MAX) return attemptsExceeded<PlayerRecord>();
      if (!hexDigestsEqual(hashOneTimeCode(code.trim(), challenge.code_salt), challenge.code_hash)) {
        const attempts = challenge.attempts + 1;
        await trx.updateTable('player_otp_challenges').set({ attempts }).where('id', '=', challenge.id).execute();
        if (attempts >= OTP_ATTEMPTS_MAX) return attemptsExceeded<PlayerRecord>();
        return failure<PlayerRecord>('OTP_INVALID', 'this code is not right', {
          field: 'code',
          details: { attemptsLeft: OTP_ATTEMPTS_MAX - attempts },
        });
      }
      await trx.updateTable('player_otp_challenges').set({ consumed_at: now }).where('id', '=', challenge.id).execute();
      const verified = challenge.channel === 'sms' ? { phone_verified_at: now } : { email_verified_at: now };
      await trx
        .updateTable('players')
        .set({ ...verified, updated_at: now })
        .where('id', '=', playerId)
        .execute();
      return success(player);
    });
    if (!outcome.ok) return outcome;
    const player = (await this.context.players.findById(playerId)) as PlayerRecord;
    return success(registrationProgressOf(player, countryOf(player)));
  }

  private async storeChallenge(
    trx: IdentityDb,
    player: PlayerRecord,
    target: Target,
    code: string,
    now: Date,
    expiresAt: Date,
  ) {
    await trx
      .updateTable('player_otp_challenges')
      .set({ superseded_at: now })
      .where('player_id', '=', player.id)
      .where('consumed_at', 'is', null)
      .where('superseded_at', 'is', null)
      .execute();
    const salt = randomSalt();
    await trx
      .insertInto('player_otp_challenges')
      .values({
        player_id: player.id,
        channel: target.channel,
        recipient: target.recipient,
        code_salt: salt,
        code_hash: hashOneTimeCode(code, salt),
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
  }
}

type Target = { channel: OtpChannel; recipient: string };

/** The player's latest code that was neither used nor superseded by a newer one. */
function latestOpenChallenge(executor: IdentityDb, playerId: number) {
  return executor
    .selectFrom('player_otp_challenges')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('consumed_at', 'is', null)
    .where('superseded_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

function recipientOf(player: PlayerRecord, channel: OtpChannel): string | null {
  return channel === 'sms' ? player.phone : player.email;
}

/** The named channel, else the country's; without a phone number SMS falls back to e-mail. */
function chooseTarget(player: PlayerRecord, requested: OtpChannel | undefined): Result<Target> {
  const channel = requested ?? countryOf(player).otpChannel;
  const recipient = recipientOf(player, channel);
  if (recipient) return success({ channel, recipient });
  if (requested) {
    return failure('OTP_CHANNEL_UNAVAILABLE', 'add a phone number to your profile to get a code by SMS', {
      field: 'channel',
    });
  }
  return success({ channel: 'email', recipient: player.email });
}

async function secondsUntilNextSend(trx: IdentityDb, playerId: number, now: Date): Promise<number> {
  const recent = await trx
    .selectFrom('player_otp_challenges')
    .select('created_at')
    .where('player_id', '=', playerId)
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
    .orderBy('created_at', 'desc')
    .limit(OTP_SENDS_PER_HOUR_MAX)
    .execute();
  const latest = recent[0]?.created_at;
  const intervalEnd = latest ? latest.getTime() + OTP_RESEND_INTERVAL_SECONDS * SECOND_MS : 0;
  const oldest = recent.at(-1)?.created_at;
  const hourlyEnd = recent.length >= OTP_SENDS_PER_HOUR_MAX && oldest ? oldest.getTime() + HOUR_MS : 0;
  const waitMs = Math.max(intervalEnd, hourlyEnd) - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / SECOND_MS) : 0;
}

function attemptsExceeded<T>(): Result<T> {
  return failure('OTP_ATTEMPTS_EXCEEDED', 'too many wrong codes; ask for a new one', { field: 'code' });
}

function codeMessage(player: PlayerRecord, target: Target, code: string) {
  const text = `Your Vauhti verification code is ${code}. It expires in ${OTP_LIFETIME_MINUTES} minutes. If you did not ask for it, ignore this message.`;
  return target.channel === 'sms'
    ? {
        channel: 'sms' as const,
        recipient: target.recipient,
        bodyText: text,
        purpose: 'otp',
        playerId: player.id,
        secrets: [code],
      }
    : {
        channel: 'email' as const,
        recipient: target.recipient,
        subject: 'Your Vauhti verification code',
        bodyText: text,
        purpose: 'otp',
        playerId: player.id,
        secrets: [code],
      };
}

export function maskDestination(target: Target): string {
  if (target.channel === 'sms') {
    const visibleEnd = target.recipient.slice(-2);
    const visibleStart = target.recipient.slice(0, 4);
    return `${visibleStart}${'*'.repeat(Math.max(0, target.recipient.length - 6))}${visibleEnd}`;
  }
  const [local = '', domain = ''] = target.recipient.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
