import { beforeAll, describe, expect, it } from 'vitest';
import { createSeededRng } from '../../rng/rng';
import { isEngineError } from '../engine';
import { findMaths } from '../maths';
import { createPlayer, simulate } from '../simulate';
import { cards, scriptedRng } from '../testing';
import { bestHold, buildDrawTables, type DrawTables } from './optimal';
import { JACKS_OR_BETTER_9_6, type VideoPokerConfig, videoPokerEngine } from './video-poker';

const config: VideoPokerConfig = { paytable: JACKS_OR_BETTER_9_6, optimalRtp: 0.995439 };

describe('videoPokerEngine', () => {
  it('deals five distinct cards, then draws the discards from the 47 left', () => {
    // Deal: indexes into the shrinking deck; 0,0,0,0,0 deals the five lowest cards (2S 3S 4S 5S 6S).
    const rng = scriptedRng([0, 0, 0, 0, 0, 0, 0]);
    const dealt = videoPokerEngine.start(config, 5, { stake: 5 }, rng);
    expect(dealt.done).toBe(false);
    expect(dealt.view).toMatchObject({ phase: 'deal', cards: ['2S', '3S', '4S', '5S', '6S'], hand: 'straight-flush' });
    const drawn = videoPokerEngine.act(
      config,
      dealt.state,
      { action: 'draw', holds: [true, true, true, false, false] },
      rng,
    );
    if (isEngineError(drawn)) throw new Error(drawn.error);
    // The two lowest cards left are 7S and 8S.
    expect(drawn.view).toMatchObject({
      phase: 'result',
      cards: ['2S', '3S', '4S', '7S', '8S'],
      hand: 'flush',
      win: 30,
    });
    expect(drawn).toMatchObject({ done: true, win: 30, extraStake: 0 });
  });

  it('never redeals a discarded or held card', () => {
    const rng = createSeededRng('distinct');
    for (let round = 0; round < 200; round++) {
      const dealt = videoPokerEngine.start(config, 1, { stake: 1 }, rng);
      const drawn = videoPokerEngine.act(
        config,
        dealt.state,
        { action: 'draw', holds: [false, false, false, false, false] },
        rng,
      );
      if (isEngineError(drawn)) throw new Error(drawn.error);
      expect(new Set([...dealt.view.cards, ...drawn.view.cards]).size).toBe(10);
    }
  });

  it('validates the draw and refuses a second one', () => {
    const dealt = videoPokerEngine.start(config, 1, { stake: 1 }, createSeededRng(3));
    const act = (action: unknown) => videoPokerEngine.act(config, dealt.state, action, createSeededRng(4));
    expect(isEngineError(act({ action: 'draw', holds: [true, true] }))).toBe(true);
    expect(isEngineError(act({ action: 'draw', holds: [1, 0, 1, 0, 1] }))).toBe(true);
    expect(isEngineError(act({ action: 'hit' }))).toBe(true);
    const drawn = act({ action: 'draw', holds: [true, true, true, true, true] });
    if (isEngineError(drawn)) throw new Error(drawn.error);
    expect(drawn.view.cards).toEqual(dealt.view.cards);
    expect(
      isEngineError(
        videoPokerEngine.act(
          config,
          drawn.state,
          { action: 'draw', holds: [true, true, true, true, true] },
          createSeededRng(5),
        ),
      ),
    ).toBe(true);
  });

  it('resumes from JSON state alone', () => {
    const dealt = videoPokerEngine.start(config, 1, { stake: 1 }, createSeededRng(9));
    const restored = JSON.parse(JSON.stringify(dealt.state));
    const drawn = videoPokerEngine.act(
      config,
      restored,
      { action: 'draw', holds: [true, false, true, false, true] },
      createSeededRng(10),
    );
    expect(isEngineError(drawn)).toBe(false);
  });

  it('publishes the paytable and the optimal-play RTP', () => {
    const rules = videoPokerEngine.rules(config) as { paytable: Record<string, number>; rtp: number };
    expect(rules.paytable['full-house']).toBe(9);
    expect(rules.paytable.flush).toBe(6);
    expect(rules.rtp).toBe(0.995439);
    expect(findMaths('video-poker-jacks-9-6').config).toEqual(config);
  });
});

describe('optimal holds and the RTP simulation', () => {
  let tables: DrawTables;
  beforeAll(() => {
    tables = buildDrawTables(JACKS_OR_BETTER_9_6);
  }, 120_000);

  it('knows the classic holds and their exact expected pays', () => {
    const royalDraw = bestHold(tables, cards('AS', 'KS', 'QS', 'JS', '3D'));
    expect(royalDraw.holds).toEqual([true, true, true, true, false]);
    // 47 draws: TS royal 800, 8 other spades flush 6, 3 other tens straight 4, 12 pairs of J–A 1.
    expect(royalDraw.expectedPay).toBeCloseTo((800 + 8 * 6 + 3 * 4 + 12) / 47, 12);
    // Four to a royal beats the flush already made.
    expect(bestHold(tables, cards('AS', 'KS', 'QS', 'JS', '3S')).holds).toEqual([true, true, true, true, false]);
    // A pair of jacks beats four to a flush; a dealt full house is kept.
    expect(bestHold(tables, cards('JH', 'JS', '4S', '8S', '2S')).holds).toEqual([true, true, false, false, false]);
    expect(bestHold(tables, cards('3S', '3H', 'KD', '3D', 'KC')).holds).toEqual([true, true, true, true, true]);
    expect(bestHold(tables, cards('3S', '3H', 'KD', '3D', 'KC')).expectedPay).toBe(9);
  });

  it('agrees with a 100 000-hand simulation under optimal holds (4 standard errors ≈ ±0.056)', () => {
    // One hand's exact standard deviation under optimal play is 4.418 stakes (`npm run bench:rtp`
    // computes it with the RTP); most of it is the royal flush, 1 hand in 40 000, which a sample
    // of 100k hands may barely see, so the tolerance uses the larger of that and the sample's.
    const player = createPlayer(findMaths('video-poker-jacks-9-6'), { drawTables: tables });
    const result = simulate(player, 100_000, createSeededRng('video-poker-rtp'));
    const standardError = Math.max(result.standardDeviation, 4.418) / Math.sqrt(result.rounds);
    expect(Math.abs(result.rtp - config.optimalRtp)).toBeLessThan(4 * standardError);
  }, 120_000);
});
