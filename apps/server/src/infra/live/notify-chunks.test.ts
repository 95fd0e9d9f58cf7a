import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeEnvelope,
  encodeEnvelope,
  LIVE_MESSAGE_BYTES_MAX,
  LiveMessageTooLargeError,
  NotificationAssembler,
  splitIntoNotifications,
} from './notify-chunks';

const POSTGRES_PAYLOAD_LIMIT_BYTES = 8000;
const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');
/** Characters of every UTF-8 length, and the ones JSON escapes. */
const character = fc.constantFrom('a', '"', '\\', '\n', 'ä', 'ß', '€', '漢', '😀', '🂡');

describe('envelopes as notification text', () => {
  it('round-trips a player audience and a broadcast', () => {
    const toPlayer = { audience: { kind: 'player', playerId: 42 }, message: '{"type":"balance"}' } as const;
    const toEveryone = { audience: { kind: 'everyone' }, message: '{"type":"live-tables","tables":[]}' } as const;
    expect(decodeEnvelope(encodeEnvelope(toPlayer))).toEqual(toPlayer);
    expect(decodeEnvelope(encodeEnvelope(toEveryone))).toEqual(toEveryone);
  });

  it('ignores text that names no audience', () => {
    expect(decodeEnvelope('nospace')).toBeUndefined();
    expect(decodeEnvelope('-3 {}')).toBeUndefined();
    expect(decodeEnvelope('abc {}')).toBeUndefined();
  });
});

describe('splitting a message into NOTIFY payloads', () => {
  it('sends a small message as one notification', () => {
    const parts = splitIntoNotifications('ab12', 7, '* {"type":"live-tables"}');
    expect(parts).toEqual(['ab12 7 0 1 * {"type":"live-tables"}']);
  });

  it('keeps every payload under PostgreSQL limit and joins back to the same text, multi-byte text included', () => {
    fc.assert(
      fc.property(
        // A short random piece repeated after a random prefix: long texts whose characters of one
        // to four bytes fall at every offset of a part boundary, and cheap to generate.
        fc
          .tuple(fc.array(character, { maxLength: 7 }), fc.array(character, { maxLength: 40 }), fc.nat(2_000))
          .map(([prefix, piece, times]) => prefix.join('') + piece.join('').repeat(times)),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (text, messageId) => {
          const parts = splitIntoNotifications('0123456789abcdef', messageId, text);
          for (const part of parts) expect(bytesOf(part)).toBeLessThan(POSTGRES_PAYLOAD_LIMIT_BYTES);
          const assembler = new NotificationAssembler();
          const results = parts.map((part) => assembler.accept(part));
          expect(results.slice(0, -1).every((result) => result === undefined)).toBe(true);
          expect(results.at(-1)).toEqual({ origin: '0123456789abcdef', text });
          expect(assembler.pendingCount).toBe(0);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('never cuts a character in two', () => {
    // 4-byte characters straddle every possible cut position.
    const text = '😀'.repeat(9_000);
    const parts = splitIntoNotifications('aa', 1, text);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part).not.toContain('\uFFFD');
  });

  it('refuses a message over the limit instead of flooding the channel', () => {
    expect(() => splitIntoNotifications('aa', 1, 'x'.repeat(LIVE_MESSAGE_BYTES_MAX + 1))).toThrow(
      LiveMessageTooLargeError,
    );
  });
});

describe('joining parts again', () => {
  it('joins parts that arrive out of order and keeps messages of different origins apart', () => {
    const first = splitIntoNotifications('aa', 1, 'a'.repeat(20_000));
    const second = splitIntoNotifications('bb', 1, 'b'.repeat(20_000));
    const assembler = new NotificationAssembler();
    const interleaved = [first[2], second[0], first[0], second[2], first[1], second[1]] as string[];
    const done = interleaved.map((part) => assembler.accept(part)).filter((result) => result !== undefined);
    expect(done).toEqual([
      { origin: 'aa', text: 'a'.repeat(20_000) },
      { origin: 'bb', text: 'b'.repeat(20_000) },
    ]);
  });

  it('ignores a malformed or repeated part', () => {
    const assembler = new NotificationAssembler();
    expect(assembler.accept('not a notification')).toBeUndefined();
    expect(assembler.accept('aa 1 3 2 out of range')).toBeUndefined();
    const parts = splitIntoNotifications('aa', 9, 'c'.repeat(10_000));
    expect(assembler.accept(parts[0] as string)).toBeUndefined();
    expect(assembler.accept(parts[0] as string)).toBeUndefined();
    expect(assembler.accept(parts[1] as string)).toEqual({ origin: 'aa', text: 'c'.repeat(10_000) });
  });

  it('forgets the oldest unfinished messages beyond its limit', () => {
    const assembler = new NotificationAssembler();
    for (let id = 1; id <= 100; id += 1)
      assembler.accept(splitIntoNotifications('aa', id, 'd'.repeat(9_000))[0] as string);
    expect(assembler.pendingCount).toBe(32);
  });
});
