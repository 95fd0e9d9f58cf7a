import { describe, expect, it } from 'vitest';
import {
  parseSportsbookFrameMessage,
  parseSportsbookPageMessage,
  type SportsbookFrameMessage,
  type SportsbookPageMessage,
} from './sportsbook-frame';

describe('the sportsbook iframe messages to the page', () => {
  it('parses every message kind of the contract as it is', () => {
    const messages: SportsbookFrameMessage[] = [
      { type: 'ready' },
      { type: 'ext.sportsbook.size', height: 1_840 },
      { type: 'ext.sportsbook.size', height: 612.5 },
      { type: 'betslipCount', count: 0 },
      { type: 'betslipCount', count: 120 },
      { type: 'logon' },
    ];
    for (const message of messages) expect(parseSportsbookFrameMessage(message)).toEqual(message);
  });

  it('refuses what is not one of its messages: another type, a page message, missing or malformed fields', () => {
    const malformed: unknown[] = [
      null,
      'ready',
      [],
      {},
      { type: 'Ready' },
      { type: 'size', height: 600 },
      { type: 'setToken', authtoken: 'abc' },
      { type: 'ext.sportsbook.size' },
      { type: 'ext.sportsbook.size', height: '600' },
      { type: 'ext.sportsbook.size', height: -1 },
      { type: 'ext.sportsbook.size', height: Number.POSITIVE_INFINITY },
      { type: 'betslipCount' },
      { type: 'betslipCount', count: 1.5 },
      { type: 'betslipCount', count: -1 },
    ];
    for (const data of malformed) expect(parseSportsbookFrameMessage(data), JSON.stringify(data)).toBeNull();
  });
});

describe('the page messages to the sportsbook iframe', () => {
  it('parses every message kind of the contract as it is', () => {
    const messages: SportsbookPageMessage[] = [
      { type: 'setToken', authtoken: 'eyJhbGciOiJIUzI1NiJ9.e30.sig' },
      { type: 'setToken', authtoken: '' },
      { type: 'toggleSidebar' },
      { type: 'openBetslip' },
      { type: 'openMyBets' },
      { type: 'onScroll', currentScroll: 320, headerHeight: 64 },
      { type: 'setLanguage', language: 'fi' },
      { type: 'setCurrency', currency: 'EUR' },
      { type: 'setBetCode', betcode: 'AB12-cd_34' },
      { type: 'deepLink', path: '/football/premier-league/123' },
    ];
    for (const message of messages) expect(parseSportsbookPageMessage(message)).toEqual(message);
  });

  it('refuses what is not one of its messages: another type, a frame message, missing or malformed fields', () => {
    const malformed: unknown[] = [
      undefined,
      'setToken',
      { type: 'ready' },
      { type: 'settoken', authtoken: 'abc' },
      { type: 'setToken' },
      { type: 'setToken', authToken: 'abc' },
      { type: 'setToken', authtoken: 42 },
      { type: 'onScroll', currentScroll: 10 },
      { type: 'onScroll', currentScroll: '10', headerHeight: 64 },
      { type: 'setLanguage', language: 'finnish' },
      { type: 'setLanguage' },
      { type: 'setCurrency', currency: 'eur' },
      { type: 'setBetCode', betcode: '' },
      { type: 'setBetCode', betcode: 'has spaces' },
      { type: 'setBetCode', betCode: 'AB12' },
      { type: 'deepLink', path: '' },
      { type: 'deepLink' },
    ];
    for (const data of malformed) expect(parseSportsbookPageMessage(data), JSON.stringify(data)).toBeNull();
  });
});
