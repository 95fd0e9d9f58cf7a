import { describe, expect, it } from 'vitest';
import { parseLiveEvent } from './live-events';

describe('parseLiveEvent', () => {
  it('reads a balance event and a pending-withdrawals event', () => {
    expect(
      parseLiveEvent('{"type":"balance","cashMinor":100,"bonusMinor":5,"totalMinor":105,"currency":"EUR"}'),
    ).toEqual({
      type: 'balance',
      cashMinor: 100,
      bonusMinor: 5,
      totalMinor: 105,
      currency: 'EUR',
    });
    expect(parseLiveEvent('{"type":"pending-withdrawals","count":3}')).toEqual({
      type: 'pending-withdrawals',
      count: 3,
    });
  });

  it('drops a pending-withdrawals event whose count is not a whole number of at least 0', () => {
    for (const count of ['-1', '1.5', '"2"', 'null']) {
      expect(parseLiveEvent(`{"type":"pending-withdrawals","count":${count}}`)).toBeUndefined();
    }
    expect(parseLiveEvent('{"type":"pending-withdrawals"}')).toBeUndefined();
  });

  it('drops what is not JSON, not an object or of an unknown type', () => {
    expect(parseLiveEvent('not json')).toBeUndefined();
    expect(parseLiveEvent('7')).toBeUndefined();
    expect(parseLiveEvent('{"type":"something-new"}')).toBeUndefined();
  });
});
