import type { Frame, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import devToolsComp from '../apps/web/src/locales/en/devToolsComp.json';
import gameWindowComp from '../apps/web/src/locales/en/gameWindowComp.json';
import gamingComp from '../apps/web/src/locales/en/gamingComp.json';
import splitScreen from '../apps/web/src/locales/en/splitScreen.json';
import { browserAvailable, launchBrowser, type TestBrowser } from './test-support/browser';
import { en, fill, logInThroughUi, submitLogin, textPattern, watchForProblems } from './test-support/site';
import { type GamesOptions, type RunningSuiteSystem, startSystem } from './test-support/system';
import { ensureWebBuilt } from './test-support/web-build';

/*
 * The casino end to end (issue 4): the platform and the sandbox game provider as `npm start` runs
 * them, the catalogue imported from the provider at start-up, games played in the game window's
 * iframe with money moving through the seamless wallet into the ledger.
 */

const DESKTOP = { width: 1440, height: 900 };
const PASSWORD = 'Spin-Test-2026!';
/** A short live schedule so that a whole shared round fits in a test. */
const LIVE = { bettingMs: 4_000, playingMs: 3_000, resultMs: 2_000 };

type CatalogueGame = {
  gameCode: string;
  name: string;
  category: string;
  hasDemo: number;
  liveTableId: string | null;
  multilingualUrl: Record<string, string>;
};

let casino: RunningSuiteSystem<{ games: GamesOptions; payments: Record<string, never> }>;
let browser: TestBrowser;
let games: CatalogueGame[];

async function catalogue(siteUrl: string): Promise<CatalogueGame[]> {
  // The platform imports the provider's catalogue right after start-up: wait for it.
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const response = await fetch(`${siteUrl}/api/v1/games/catalogue`);
    if (response.ok) {
      const body = (await response.json()) as { games: CatalogueGame[] };
      if (body.games.length > 0) return body.games;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the platform never imported the provider catalogue');
}

function slotGames(): CatalogueGame[] {
  return games.filter((game) => game.category === 'slots' && game.hasDemo > 0);
}

/** "€1,234.50" or "1 234,50 €" → 123450: the figures of an amount with two decimals. */
function minorUnitsOf(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  if (!digits) throw new Error(`no amount in "${text}"`);
  return Number(digits);
}

function gameFrame(page: Page, name: string): FrameLocator {
  return page.frameLocator(`iframe[title="${name}"]`);
}

/** The header's total balance, in minor units (the header is hidden on the game page itself). */
async function headerTotal(page: Page): Promise<number> {
  const amount = page.locator('header').getByRole('button').filter({ hasText: en.balanceComp.total });
  return minorUnitsOf((await amount.textContent()) ?? '');
}

/** What the site's own balance query answers the page: cash + bonus in minor units. */
function siteTotal(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/wallet/balances', { credentials: 'same-origin' });
    const balances = (await response.json()) as { cashMinor: number; bonusMinor: number };
    return balances.cashMinor + balances.bonusMinor;
  });
}

/** The player's cash + bonus as the ledger has them, read with the operator CLI. */
async function ledgerTotal(email: string): Promise<number> {
  const result = await casino.ops(['list-players', '--limit', '500']);
  if (result.status !== 0) throw new Error(`ops list-players failed: ${result.stderr}`);
  const { players } = result.data as {
    players: Array<{ email: string; balances: { cashMinor: number; bonusMinor: number } }>;
  };
  const player = players.find((candidate) => candidate.email === email);
  if (!player) throw new Error(`${email} is not in the ledger`);
  return player.balances.cashMinor + player.balances.bonusMinor;
}

/** Accepts the policy popups (one per updated policy) a new account meets after logging in. */
async function acceptPolicies(page: Page) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('checkbox') });
  for (let round = 0; round < 5; round += 1) {
    const shown = await dialog
      .waitFor({ timeout: round === 0 ? 10_000 : 3_000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) return;
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: en.policyComp.continue }).click();
    await dialog.waitFor({ state: 'hidden' }).catch(() => {});
  }
}

async function openGame(page: Page, game: CatalogueGame) {
  await page.goto(`${casino.url}/en/gameplay/${game.multilingualUrl.en}`);
  const frame = gameFrame(page, game.name);
  await frame.locator('.vg-play').first().waitFor({ timeout: 30_000 });
  return frame;
}

/** Presses the game's play button once and waits until the round is over and the button is back. */
async function spin(frame: FrameLocator) {
  const play = frame.locator('.vg-play').first();
  await play.click();
  await frame.locator('.vg-play:not([disabled])').first().waitFor({ timeout: 20_000 });
}

type Box = { x: number; y: number; width: number; height: number };

/** Where an element is on screen; it must be there. */
async function boxOf(locator: Locator): Promise<Box> {
  await locator.waitFor();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on screen`);
  return box;
}

describe.skipIf(!browserAvailable)('casino games in a real browser', () => {
  beforeAll(async () => {
    ensureWebBuilt();
    // With the payment provider as `npm start` runs it: a player's page reads the cashier's step 1 ahead.
    casino = await startSystem({ games: { live: LIVE }, payments: {} });
    browser = await launchBrowser();
    games = await catalogue(casino.url);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await casino?.close();
  });

  it('a guest opens a slot from the lobby and plays it for fun with play money', async () => {
    const page = await browser.newPage(DESKTOP);
    const problems = watchForProblems(page);
    await page.goto(`${casino.url}/en/casino/slots`);
    const demo = page
      .getByRole('link', { name: new RegExp(`^${fill(gamingComp.demoGame, { name: '(.+)' })}$`) })
      .first();
    await demo.waitFor();
    const label = (await demo.getAttribute('aria-label')) ?? '';
    const name = /^Play (.+) for fun$/.exec(label)?.[1] ?? '';
    await demo.click();
    await page.waitForURL(/\/en\/gameplay\//);
    await page.getByText(gameWindowComp.funPlay, { exact: true }).waitFor();
    const frame = gameFrame(page, name);
    const balance = frame.locator('.vg-balance__value');
    await frame.locator('.vg-play').first().waitFor({ timeout: 30_000 });
    await expect.poll(async () => minorUnitsOf((await balance.textContent()) ?? '')).toBe(100_000);
    await spin(frame);
    await expect.poll(async () => minorUnitsOf((await balance.textContent()) ?? '')).not.toBe(100_000);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it("a guest's click on a tile's art and on its title both send the tile's game to login", async () => {
    const page = await browser.newPage(DESKTOP);
    const problems = watchForProblems(page);
    for (const target of ['art', 'title'] as const) {
      await page.goto(`${casino.url}/en/casino/slots`);
      const tile = page.getByTestId('game-grid').getByRole('article').first();
      const title = tile.getByRole('heading').getByRole('link');
      await title.waitFor();
      const href = (await title.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/en\/gameplay\/[^?]+\?forceRealGame=true$/);
      if (target === 'art') {
        // The art lets clicks through to the title's link under it: click its middle, as a player would.
        const box = await tile.locator('img').boundingBox();
        if (!box) throw new Error('the tile has no art on screen');
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      } else {
        await title.click();
      }
      await page.waitForURL(/\/en\/login$/);
      expect(await page.evaluate(() => sessionStorage.getItem('vauhti.previousUrl')), target).toBe(
        href.replace('?forceRealGame=true', ''),
      );
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('a player created with the CLI plays ten real spins; page and ledger agree after each', async () => {
    const email = 'spinner@vauhti.test';
    const created = await casino.ops([
      'create-player',
      '--email',
      email,
      '--password',
      PASSWORD,
      '--country',
      'FI',
      '--currency',
      'EUR',
      '--balance',
      '100.00',
      '--verified',
      '--first-name',
      'Sami',
      '--last-name',
      'Spinner',
      '--birth-date',
      '1990-04-01',
      '--street',
      'Testikatu 1',
      '--city',
      'Helsinki',
      '--zip',
      '00100',
      '--phone',
      '+358401234567',
      // Finland is a personal-id country: without the id the login leads to complete-profile.
      '--national-id',
      '010490-1232',
    ]);
    expect(created.status, created.stderr).toBe(0);
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${casino.url}/en/login`);
    await submitLogin(page, email, PASSWORD);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await acceptPolicies(page);
    expect(await ledgerTotal(email)).toBe(10_000);

    const [slot] = slotGames();
    if (!slot) throw new Error('no slot in the catalogue');
    const frame = await openGame(page, slot);
    const frameBalance = frame.locator('.vg-balance__value');
    await expect.poll(async () => minorUnitsOf((await frameBalance.textContent()) ?? '')).toBe(10_000);
    for (let round = 1; round <= 10; round += 1) {
      await spin(frame);
      // The round's bet and win are both in the ledger before the game gets its answer; the game
      // then shows the new balance once its reels have stopped.
      const inLedger = await ledgerTotal(email);
      await expect
        .poll(async () => minorUnitsOf((await frameBalance.textContent()) ?? ''), {
          message: `spin ${round}: the game shows what the ledger holds`,
          timeout: 10_000,
        })
        .toBe(inLedger);
      expect(await siteTotal(page), `spin ${round}: the site's balance agrees`).toBe(inLedger);
    }
    // Back on a page with the header, its total is the ledger's.
    await page.getByRole('button', { name: fill(gameWindowComp.closeLabel, { name: slot.name }) }).click();
    await page.waitForURL((url) => !url.pathname.includes('/gameplay/'));
    const finalTotal = await ledgerTotal(email);
    await expect.poll(() => headerTotal(page)).toBe(finalTotal);
    await page.close();
  }, 240_000);

  it('split screen: a second game from the search panel plays beside the first, 50% each; after a spin in one, both show the ledger balance', async () => {
    const page = await browser.newPage(DESKTOP);
    const [first, second] = slotGames();
    if (!first || !second) throw new Error('the catalogue needs two slots');
    await openGame(page, first);
    await page.getByRole('button', { name: splitScreen.openLabel }).click();
    await page.getByPlaceholder(splitScreen.searchLabel).fill(second.name);
    await page.getByRole('link', { name: second.name, exact: true }).first().click();
    const secondFrame = gameFrame(page, second.name);
    await secondFrame.locator('.vg-play').first().waitFor({ timeout: 30_000 });
    await gameFrame(page, first.name).locator('.vg-play').first().waitFor();
    const widths = await Promise.all(
      [first.name, second.name].map(
        async (name) => (await page.locator(`iframe[title="${name}"]`).boundingBox())?.width ?? 0,
      ),
    );
    expect(Math.abs((widths[0] ?? 0) - (widths[1] ?? 0))).toBeLessThanOrEqual(2);
    // Both games play. The site relays the player's live balance to every frame, so after a spin in
    // the second game the first shows the same balance (spins until one moves the balance at all).
    const balanceIn = (name: string) => gameFrame(page, name).locator('.vg-balance__value');
    const before = await ledgerTotal('spinner@vauhti.test');
    let inLedger = before;
    for (let round = 0; round < 5 && inLedger === before; round += 1) {
      await spin(secondFrame);
      inLedger = await ledgerTotal('spinner@vauhti.test');
    }
    expect(inLedger, 'a spin moved the balance').not.toBe(before);
    for (const name of [second.name, first.name]) {
      await expect
        .poll(async () => minorUnitsOf((await balanceIn(name).textContent()) ?? ''), {
          message: `${name} shows the ledger's balance`,
          timeout: 10_000,
        })
        .toBe(inLedger);
    }
    await page.close();
  }, 120_000);

  it('minimise keeps the game running in the 366 px box, its close button above the game, not over it; restore brings back the same game', async () => {
    const page = await browser.newPage(DESKTOP);
    const [slot] = slotGames();
    if (!slot) throw new Error('no slot in the catalogue');
    await openGame(page, slot);
    const gameDocument = () => page.frames().find((frame: Frame) => frame.url().includes(`/play/${slot.gameCode}`));
    // A mark inside the game's document: it survives only if the iframe is never reloaded.
    await gameDocument()?.evaluate(() => {
      (window as unknown as { e2eMark: number }).e2eMark = 4;
    });
    await page.getByRole('button', { name: gameWindowComp.minimiseLabel }).click();
    await page.waitForURL((url) => !url.pathname.includes('/gameplay/'));
    const floating = page.locator(`iframe[title="${slot.name}"]`);
    await expect.poll(async () => Math.round((await floating.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(366);
    expect(Math.round((await floating.boundingBox())?.width ?? 0)).toBeGreaterThan(300);
    const closeButton = page.getByRole('button', { name: fill(gameWindowComp.closeLabel, { name: slot.name }) });
    // Read once the floating box has settled (it moves into its corner): the close button's
    // bottom edge above the game's top edge.
    const closeBelowGameTop = async () => {
      const [closeBox, gameBox] = await Promise.all([closeButton.boundingBox(), floating.boundingBox()]);
      if (!closeBox || !gameBox) throw new Error('the floating box shows no close button or no game');
      return closeBox.y + closeBox.height - gameBox.y;
    };
    await expect.poll(closeBelowGameTop, { message: 'the close button ends above the game' }).toBeLessThanOrEqual(0);
    // Browsing on inside the site (a client-side navigation, as a click on a header tab is).
    await page.locator('header a[href="/en/casino/live-casino"]').first().click();
    await page.waitForURL(/\/en\/casino\/live-casino/);
    await page.getByRole('button', { name: fill(gameWindowComp.maximise, { name: slot.name }) }).click();
    await page.waitForURL(/\/en\/gameplay\//);
    const mark = await gameDocument()?.evaluate(() => (window as unknown as { e2eMark?: number }).e2eMark);
    expect(mark, 'the same game document, not a reload').toBe(4);
    await page.close();
  }, 120_000);

  it('the Dev tab overlaps neither the cookie bar nor, on a game page, the game or the mobile game toolbar, at 390 and 1440 px', async () => {
    const [slot] = slotGames();
    if (!slot) throw new Error('no slot in the catalogue');
    const overlaps = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const viewport of [{ width: 390, height: 844 }, DESKTOP]) {
      const page = await browser.newPage(viewport);
      await page.goto(`${casino.url}/en/casino/slots`);
      // The cookie notice shows until it is closed (local storage enableCookie).
      await page.evaluate(() => localStorage.removeItem('enableCookie'));
      await page.reload();
      const tab = page.getByRole('button', { name: textPattern(devToolsComp.toggleLabel) });
      const cookieBar = page.getByRole('region', { name: en.footerComp.cookieNoticeLabel });
      const tabBox = await boxOf(tab);
      expect(overlaps(tabBox, await boxOf(cookieBar)), `${viewport.width} px: the cookie bar`).toBe(false);

      await openGame(page, slot);
      const gameBox = await boxOf(page.locator(`iframe[title="${slot.name}"]`));
      expect(overlaps(await boxOf(tab), gameBox), `${viewport.width} px: the game`).toBe(false);
      if (viewport.width < 1000) {
        const toolbar = page.getByRole('navigation', { name: gameWindowComp.controls });
        expect(overlaps(await boxOf(tab), await boxOf(toolbar)), `${viewport.width} px: the game toolbar`).toBe(false);
      }
      await page.close();
    }
  }, 120_000);

  it('a live table: two browsers see the same round, countdown phase and result at once', async () => {
    const table = games.find((game) => game.liveTableId !== null && /roulette/i.test(game.gameCode));
    if (!table) throw new Error('no live roulette table in the catalogue');
    const second = await launchBrowser();
    try {
      const viewers = await Promise.all(
        // The first browser is still logged in as the CLI's player; the second logs in as aino.
        [browser, second].map(async (each) => {
          const page = await each.newPage(DESKTOP);
          if (each === second) {
            await logInThroughUi(page, casino.url, 'aino@vauhti.test');
            await page.waitForURL((url) => !url.pathname.endsWith('/login'));
          }
          await page.goto(`${casino.url}/en/gameplay/${table.multilingualUrl.en}`);
          const status = gameFrame(page, table.name).locator('.vg-live__phase');
          await gameFrame(page, table.name).locator('.vg-live__phase[data-round-id]').waitFor({ timeout: 30_000 });
          return { page, status };
        }),
      );
      const roundOf = (viewer: (typeof viewers)[number]) => viewer.status.getAttribute('data-round-id');
      // Wait for a fresh round so that both browsers watched it from its start.
      const startRound = await roundOf(viewers[0] as (typeof viewers)[number]);
      await expect
        .poll(() => roundOf(viewers[0] as (typeof viewers)[number]), { timeout: 30_000 })
        .not.toBe(startRound);
      const round = await roundOf(viewers[0] as (typeof viewers)[number]);
      for (const viewer of viewers) {
        await expect.poll(() => roundOf(viewer), { timeout: 5_000 }).toBe(round);
      }
      // Both see the round reach its result, and the same result heads their result lists.
      for (const viewer of viewers) {
        await expect
          .poll(() => viewer.status.getAttribute('data-phase'), { timeout: LIVE.bettingMs + LIVE.playingMs + 10_000 })
          .toBe('result');
      }
      const results = await Promise.all(
        viewers.map((viewer) => gameFrame(viewer.page, table.name).locator('.vg-live__results').textContent()),
      );
      expect(results[0]).toBeTruthy();
      expect(results[1]).toBe(results[0]);
    } finally {
      await second.close();
    }
  }, 180_000);
});
