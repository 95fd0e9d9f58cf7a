import { describe, expect, it } from 'vitest';
import { coupOf, outcomeOfLabel, parseLiveMessage, pocketOf, reconnectDelayMs } from './table-status';

const TABLE = {
  tableId: 'live-roulette-1',
  gameCode: 'aurora-live-roulette',
  name: 'Aurora Roulette',
  dealerName: 'Aino',
  phase: 'betting',
  roundId: 'live-roulette-1-42',
  phaseEndsAtMs: 1_000_015_000,
  serverNowMs: 1_000_000_000,
  players: 3,
  lastResults: ['17', '0', '32'],
};

describe('live table messages', () => {
  it('reads table status and settlement frames', () => {
    expect(parseLiveMessage(JSON.stringify({ type: 'table', table: TABLE }))).toEqual({ type: 'table', table: TABLE });
    expect(parseLiveMessage(JSON.stringify({ type: 'settled', roundId: 'r', result: 17 }))).toEqual({
      type: 'settled',
      roundId: 'r',
      result: 17,
    });
  });

  it('ignores frames it does not understand instead of failing', () => {
    expect(parseLiveMessage('not json')).toBeNull();
    expect(parseLiveMessage(JSON.stringify({ type: 'table', table: { ...TABLE, phase: 'dancing' } }))).toBeNull();
    expect(parseLiveMessage(JSON.stringify({ type: 'chat', text: 'hi' }))).toBeNull();
  });

  it('fills optional display fields with safe defaults', () => {
    const message = parseLiveMessage(
      JSON.stringify({ type: 'table', table: { ...TABLE, name: 5, players: undefined, lastResults: ['1', 2] } }),
    );
    expect(message?.type === 'table' && [message.table.name, message.table.players, message.table.lastResults]).toEqual(
      ['live-roulette-1', 0, ['1']],
    );
  });

  it('backs off reconnects from 1 s to at most 15 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
  });

  it('reads roulette and baccarat results in the shapes the server may send', () => {
    expect(pocketOf(17)).toBe(17);
    expect(pocketOf('0')).toBe(0);
    expect(pocketOf({ pocket: 36 })).toBe(36);
    expect(pocketOf(37)).toBeNull();
    expect(pocketOf('P')).toBeNull();
    const coup = {
      player: { cards: ['9S', 'TH'], total: 9 },
      banker: { cards: ['2S', '3S'], total: 5 },
      outcome: 'player',
      natural: true,
    };
    expect(coupOf(coup)).toEqual(coup);
    expect(coupOf({ ...coup, outcome: 'draw' })).toBeNull();
    expect(outcomeOfLabel('B')).toBe('banker');
    expect(outcomeOfLabel('17')).toBeNull();
  });
});
