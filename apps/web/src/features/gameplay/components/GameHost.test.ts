import { describe, expect, it } from 'vitest';
import { launchPathOfUrl, windowLayout } from './GameHost';

describe('where the game window shows (spec 2.8)', () => {
  it('reads the launch path of a gameplay url', () => {
    expect(launchPathOfUrl('/en/gameplay/book-of-frost')).toBe('book-of-frost');
    expect(launchPathOfUrl('/fi/gameplay/book%20of')).toBe('book of');
    expect(launchPathOfUrl('/en/casino/slots')).toBeNull();
    expect(launchPathOfUrl('/en/gameplay/a/b')).toBeNull();
  });

  it('full on the gameplay route, the floating box elsewhere while minimised, nothing otherwise', () => {
    const games = ['frost'];
    expect(windowLayout({ routeLaunchPath: 'frost', launchPaths: games, minimised: false })).toBe('full');
    expect(windowLayout({ routeLaunchPath: 'frost', launchPaths: games, minimised: true })).toBe('full');
    expect(windowLayout({ routeLaunchPath: null, launchPaths: games, minimised: true })).toBe('floating');
    expect(windowLayout({ routeLaunchPath: null, launchPaths: games, minimised: false })).toBeNull();
    expect(windowLayout({ routeLaunchPath: 'frost', launchPaths: [], minimised: false })).toBeNull();
  });

  it("a minimised game keeps floating while another game's url loads; a playing one shows until replaced", () => {
    expect(windowLayout({ routeLaunchPath: 'gold', launchPaths: ['frost'], minimised: true })).toBe('floating');
    expect(windowLayout({ routeLaunchPath: 'gold', launchPaths: ['frost'], minimised: false })).toBe('full');
  });
});
