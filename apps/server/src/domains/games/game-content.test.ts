import { describe, expect, it } from 'vitest';
import { factsBlock, formatRtp, formatStakes, gameContentHtml, keptDescriptions } from './game-content';

const FACTS = {
  studioName: 'Aurora <Reels> & Co',
  rtpBasisPoints: 9612,
  volatility: 'high' as const,
  minStakeMinor: 10,
  maxStakeMinor: 10_000,
  currency: 'EUR',
};

describe('game facts', () => {
  it('formats the RTP and the stakes exactly, in the language', () => {
    expect(formatRtp(9612, 'en')).toBe('96.12 %');
    expect(formatRtp(9605, 'de')).toBe('96,05 %');
    expect(formatRtp(10_000, 'en')).toBe('100.00 %');
    expect(formatStakes(10, 10_000, 'EUR', 'en')).toBe('0.10 – 100.00 EUR');
    expect(formatStakes(10, 10_000, 'EUR', 'fi')).toBe('0,10 – 100,00 EUR');
    expect(formatStakes(100, 50_000, 'JPY', 'ja')).toBe('100 – 50000 JPY');
  });

  it('escapes what it writes', () => {
    expect(factsBlock(FACTS, 'en')).toBe(
      '<dl class="game-facts"><dt>Studio</dt><dd>Aurora &#60;Reels&#62; &#38; Co</dd><dt>RTP</dt><dd>96.12 %</dd>' +
        '<dt>Volatility</dt><dd>High</dd><dt>Stakes</dt><dd>0.10 – 100.00 EUR</dd></dl>',
    );
  });
});

describe('gameContentHtml', () => {
  it("puts the description in the player's language, else English, before the facts", () => {
    const descriptions = { en: '<p>English</p>', fi: '<p>Suomi</p>' };
    expect(gameContentHtml(descriptions, FACTS, 'fi')).toMatch(/^<p>Suomi<\/p><dl class="game-facts"><dt>Studio/);
    expect(gameContentHtml(descriptions, FACTS, 'ko')).toMatch(/^<p>English<\/p><dl class="game-facts"><dt>스튜디오/);
  });
});

describe('keptDescriptions', () => {
  it('keeps the content languages, sanitised', () => {
    const kept = keptDescriptions({ en: 'a', fi: 'b', xx: 'c', sv: 'd' }, (html) => html.toUpperCase());
    expect(kept).toEqual({ en: 'A', fi: 'B' });
  });
});
