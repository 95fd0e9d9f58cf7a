import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../rng/rng';
import { isEngineError } from '../engine';
import { createPlayer, simulate } from '../simulate';
import { card } from '../testing';
import {
  baccaratEngine,
  baccaratMaths,
  bankerDraws,
  type Coup,
  coupSummary,
  dealCoup,
  PUNTO_BANCO,
  parseBaccaratBets,
  pointsOf,
  settleBaccaratBets,
} from './baccarat';

/**
 * An Rng that deals the given cards from a fresh 8-deck shoe: dealCoup draws "the k-th card still
 * in the shoe", so the script converts each wanted card to its position among those left.
 */
function shoeRng(...codes: string[]) {
  const remaining = new Array<number>(52).fill(8);
  const wanted = codes.map(card);
  let next = 0;
  return {
    int(maxExclusive: number) {
      const target = wanted[next++];
      if (target === undefined) throw new Error('shoe script ran out');
      let position = 0;
      for (let index = 0; index < target; index++) position += remaining[index] as number;
      remaining[target] = (remaining[target] as number) - 1;
      if (position >= maxExclusive) throw new Error('bad shoe script');
      return position;
    },
  };
}

describe('baccarat rules', () => {
  it('counts points modulo 10 with tens and faces as zero', () => {
    expect(['AS', '9H', 'TD', 'KC', '5S'].map((code) => pointsOf(card(code)))).toEqual([1, 9, 0, 0, 5]);
  });

  it('follows the banker third-card table', () => {
    const drawsOn = (total: number) =>
      Array.from({ length: 10 }, (_, third) => (bankerDraws(total, third) ? 1 : 0)).join('');
    expect(drawsOn(2)).toBe('1111111111');
    expect(drawsOn(3)).toBe('1111111101');
    expect(drawsOn(4)).toBe('0011111100');
    expect(drawsOn(5)).toBe('0000111100');
    expect(drawsOn(6)).toBe('0000001100');
    expect(drawsOn(7)).toBe('0000000000');
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
  });

  it('stops on a natural', () => {
    // Deal order: player, banker, player, banker.
    const coup = dealCoup(shoeRng('4S', '2H', '4D', 'TC'));
    expect(coup).toMatchObject({ player: ['4S', '4D'], banker: ['2H', 'TC'], natural: true, outcome: 'player' });
  });

  it('draws for the player on 0–5, then the banker by the table', () => {
    // Player 2+3 = 5 draws a 7 (12 → 2); banker 6 draws on a player third card of 7 → 6+5 = 11 → 1.
    const coup = dealCoup(shoeRng('2S', '3H', '3D', '3C', '7S', '5H'));
    expect(coup).toMatchObject({
      player: ['2S', '3D', '7S'],
      banker: ['3H', '3C', '5H'],
      playerTotal: 2,
      bankerTotal: 1,
      outcome: 'player',
      natural: false,
    });
    expect(coupSummary(coup)).toBe('P');
  });

  it('lets the banker draw on 0–5 when the player stands', () => {
    const coup = dealCoup(shoeRng('6S', '2H', 'KD', '3C', '4S'));
    expect(coup).toMatchObject({ player: ['6S', 'KD'], banker: ['2H', '3C', '4S'], bankerTotal: 9, outcome: 'banker' });
  });
});

describe('baccarat bets', () => {
  const coup = (outcome: Coup['outcome']): Coup => ({
    player: [],
    banker: [],
    playerTotal: 0,
    bankerTotal: 0,
    outcome,
    natural: false,
  });
  const bets = [
    { spot: 'player' as const, amount: 100 },
    { spot: 'banker' as const, amount: 100 },
    { spot: 'tie' as const, amount: 10 },
  ];

  it('pays player 1:1, banker 0.95:1, tie 8:1, and returns player and banker on a tie', () => {
    const wins = (outcome: Coup['outcome']) => settleBaccaratBets(bets, coup(outcome)).view.bets.map((bet) => bet.win);
    expect(wins('player')).toEqual([200, 0, 0]);
    expect(wins('banker')).toEqual([0, 195, 0]);
    expect(wins('tie')).toEqual([100, 100, 90]);
    expect(settleBaccaratBets(bets, coup('tie')).win).toBe(290);
  });

  it('validates spots, amounts, the banker multiple and the stake', () => {
    const error = (stake: number, bet: unknown) => {
      const parsed = parseBaccaratBets(PUNTO_BANCO, stake, bet);
      return isEngineError(parsed) ? parsed.error : null;
    };
    expect(error(210, bets)).toBeNull();
    expect(error(30, [{ spot: 'banker', amount: 30 }])).toMatch(/multiples of 20/);
    expect(error(30, [{ spot: 'dragon', amount: 30 }])).toMatch(/spot/);
    expect(
      error(20, [
        { spot: 'tie', amount: 10 },
        { spot: 'tie', amount: 10 },
      ]),
    ).toMatch(/one bet per spot/);
    expect(error(25, [{ spot: 'player', amount: 20 }])).toMatch(/add up to 20/);
    expect(error(0, [])).toMatch(/at least one/);
    expect(baccaratEngine.stakeSteps(PUNTO_BANCO, 10, 1000)).toEqual([20, 40, 100, 200, 400, 1000]);
  });
});

describe('baccarat maths', () => {
  it('gives the published 8-deck probabilities and returns', () => {
    const { probabilities, rtpByBet } = baccaratMaths(PUNTO_BANCO);
    expect(probabilities.banker).toBeCloseTo(0.458597, 6);
    expect(probabilities.player).toBeCloseTo(0.446247, 6);
    expect(probabilities.tie).toBeCloseTo(0.095156, 6);
    expect(probabilities.banker + probabilities.player + probabilities.tie).toBe(1);
    expect(rtpByBet.banker).toBeCloseTo(0.98942, 5);
    expect(rtpByBet.player).toBeCloseTo(0.98765, 5);
    expect(rtpByBet.tie).toBeCloseTo(0.8564, 5);
    expect(baccaratEngine.theoreticalRtp(PUNTO_BANCO)).toBe(rtpByBet.banker);
  });

  it('agrees with simulated coups for every bet (4 standard errors)', () => {
    const { rtpByBet } = baccaratMaths(PUNTO_BANCO);
    for (const spot of ['player', 'banker', 'tie'] as const) {
      const player = createPlayer({
        id: `baccarat-${spot}`,
        kind: 'baccarat',
        volatility: 'low',
        config: PUNTO_BANCO,
      });
      // createPlayer bets on banker; this test checks each spot with its own bet.
      const stake = 20;
      const round = (rng: Parameters<typeof player>[0]) =>
        baccaratEngine.start(PUNTO_BANCO, stake, [{ spot, amount: stake }], rng).win / stake;
      const result = simulate(spot === 'banker' ? player : round, 60_000, createSeededRng(`baccarat-${spot}`));
      expect(Math.abs(result.rtp - rtpByBet[spot]), spot).toBeLessThan(4 * result.standardError);
    }
  });
});
