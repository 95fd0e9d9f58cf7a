import type { LiveAudience } from './live-events';
import type { LiveEnvelope } from './live-transport';

/*
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. Live events are far smaller (a
 * balance is ~80 bytes, a list of live tables a few kB), but nothing stops a list from growing,
 * so an envelope that does not fit is split into numbered parts sent by one statement: they are
 * committed, and so delivered, together and in order, and the listener joins them again.
 *
 * A notification is `<origin> <messageId> <index> <count> <data>`: the origin (the sending hub
 * instance) lets a listener skip its own messages, and (origin, messageId) keys the reassembly.
 */

/** PostgreSQL's limit is "shorter than 8000 bytes"; what a header can take is left free. */
const NOTIFY_PAYLOAD_BYTES_MAX = 7_999;
const HEADER_BYTES_MAX = 99;
const DATA_BYTES_PER_NOTIFICATION = NOTIFY_PAYLOAD_BYTES_MAX - HEADER_BYTES_MAX;
/** Nothing the live socket sends comes near this; a bigger message is refused, not queued. */
export const LIVE_MESSAGE_BYTES_MAX = 1024 * 1024;
/** Parts of unfinished messages kept per listener; only a lost connection leaves any behind. */
const PENDING_MESSAGES_MAX = 32;

const HEADER_PATTERN = /^([0-9a-f]{1,32}) (\d{1,16}) (\d{1,6}) (\d{1,6}) /;
const CONTINUATION_BYTE_MASK = 0b1100_0000;
const CONTINUATION_BYTE_MARK = 0b1000_0000;

export class LiveMessageTooLargeError extends Error {
  override name = 'LiveMessageTooLargeError';
}

export function encodeEnvelope(envelope: LiveEnvelope): string {
  const audience = envelope.audience.kind === 'player' ? String(envelope.audience.playerId) : '*';
  return `${audience} ${envelope.message}`;
}

export function decodeEnvelope(text: string): LiveEnvelope | undefined {
  const space = text.indexOf(' ');
  if (space <= 0) return undefined;
  const tag = text.slice(0, space);
  const message = text.slice(space + 1);
  if (tag === '*') return { audience: { kind: 'everyone' }, message };
  const playerId = Number(tag);
  if (!Number.isSafeInteger(playerId) || playerId <= 0) return undefined;
  const audience: LiveAudience = { kind: 'player', playerId };
  return { audience, message };
}

/** The notification payloads that carry `text`, each under PostgreSQL's limit. */
export function splitIntoNotifications(origin: string, messageId: number, text: string): string[] {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > LIVE_MESSAGE_BYTES_MAX) {
    throw new LiveMessageTooLargeError(`a live message of ${bytes.length} bytes is over ${LIVE_MESSAGE_BYTES_MAX}`);
  }
  const parts: string[] = [];
  let start = 0;
  do {
    let end = Math.min(start + DATA_BYTES_PER_NOTIFICATION, bytes.length);
    // Cut before a UTF-8 continuation byte never splits a character across two parts.
    while (end < bytes.length && ((bytes[end] ?? 0) & CONTINUATION_BYTE_MASK) === CONTINUATION_BYTE_MARK) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  } while (start < bytes.length);
  return parts.map((data, index) => `${origin} ${messageId} ${index} ${parts.length} ${data}`);
}

export type ReceivedNotification = { origin: string; text: string };

/** Joins the parts of split messages; a one-part message passes straight through. */
export class NotificationAssembler {
  private readonly pending = new Map<string, { parts: Array<string | undefined>; received: number }>();

  /** The whole message once its last part arrives; undefined while parts are missing or if malformed. */
  accept(payload: string): ReceivedNotification | undefined {
    const header = HEADER_PATTERN.exec(payload);
    if (!header) return undefined;
    const [prefix, origin = '', messageId = '', indexText = '', countText = ''] = header;
    const index = Number(indexText);
    const count = Number(countText);
    if (count < 1 || index >= count) return undefined;
    const data = payload.slice(prefix.length);
    if (count === 1) return { origin, text: data };
    const key = `${origin} ${messageId}`;
    let message = this.pending.get(key);
    if (!message) {
      message = { parts: new Array<string | undefined>(count), received: 0 };
      this.pending.set(key, message);
      this.dropOldestBeyondLimit();
    }
    if (message.parts.length !== count || message.parts[index] !== undefined) return undefined;
    message.parts[index] = data;
    message.received += 1;
    if (message.received < count) return undefined;
    this.pending.delete(key);
    return { origin, text: message.parts.join('') };
  }

  get pendingCount() {
    return this.pending.size;
  }

  private dropOldestBeyondLimit() {
    while (this.pending.size > PENDING_MESSAGES_MAX) {
      const oldest = this.pending.keys().next().value;
      if (oldest === undefined) return;
      this.pending.delete(oldest);
    }
  }
}
