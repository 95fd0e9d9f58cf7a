import { describe, expect, it } from 'vitest';
import { createMessenger, type MessageTarget, targetOriginOf } from './messages';

function recordingTarget() {
  const sent: { message: unknown; origin: string }[] = [];
  const target: MessageTarget = { postMessage: (message, origin) => sent.push({ message, origin }) };
  return { sent, target };
}

describe('site messages', () => {
  it('sends every message in the vauhti-game envelope to the lobby origin only', () => {
    const { sent, target } = recordingTarget();
    const messenger = createMessenger({
      gameCode: 'aurora-book-of-frost',
      currency: 'EUR',
      lobbyUrl: 'http://localhost:5173/en/casino/slots?x=1',
      target,
    });
    messenger.loaded();
    messenger.balance({ cash: 900, bonus: 100, total: 1000 });
    messenger.roundStarted('r1');
    messenger.roundEnded('r1');
    messenger.deposit();
    messenger.error('INSUFFICIENT_FUNDS');
    expect(sent.map((entry) => entry.origin)).toEqual(Array(6).fill('http://localhost:5173'));
    expect(sent.map((entry) => entry.message)).toEqual([
      { source: 'vauhti-game', type: 'loaded', gameCode: 'aurora-book-of-frost' },
      {
        source: 'vauhti-game',
        type: 'balance',
        gameCode: 'aurora-book-of-frost',
        cash: 900,
        bonus: 100,
        total: 1000,
        currency: 'EUR',
      },
      { source: 'vauhti-game', type: 'round-started', gameCode: 'aurora-book-of-frost', roundId: 'r1' },
      { source: 'vauhti-game', type: 'round-ended', gameCode: 'aurora-book-of-frost', roundId: 'r1' },
      { source: 'vauhti-game', type: 'deposit', gameCode: 'aurora-book-of-frost' },
      { source: 'vauhti-game', type: 'error', gameCode: 'aurora-book-of-frost', code: 'INSUFFICIENT_FUNDS' },
    ]);
  });

  it('sends nothing when the lobby URL is missing or not http(s), never to "*"', () => {
    for (const lobbyUrl of ['', 'not a url', 'javascript:alert(1)', 'data:text/html,x']) {
      const { sent, target } = recordingTarget();
      createMessenger({ gameCode: 'g', currency: 'EUR', lobbyUrl, target }).loaded();
      expect(sent).toEqual([]);
    }
  });

  it('reads the origin of a lobby URL', () => {
    expect(targetOriginOf('https://vauhti.example:8443/fi/casino?a=b#c')).toBe('https://vauhti.example:8443');
    expect(targetOriginOf('ftp://files.example/')).toBeNull();
  });
});
