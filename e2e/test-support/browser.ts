import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium. The suites never download a browser; CI installs this package. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

// Flags for a quiet, deterministic headless run: no sandbox (containers run as root), no GPU, and
// no background traffic (updates, sync, QUIC) that could slow a test or reach the network.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Whether the browser suites can run here. Use it as `describe.skipIf(!browserAvailable)`. */
export const browserAvailable = existsSync(CHROMIUM_PATH);

if (!browserAvailable) {
  const message = `Chromium is not installed at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\`.`;
  // CI sets VAUHTI_REQUIRE_BROWSER=1 so a missing browser fails the run instead of skipping it.
  if (process.env.VAUHTI_REQUIRE_BROWSER === '1') throw new Error(`${message} (VAUHTI_REQUIRE_BROWSER=1)`);
  console.warn(`[e2e] ${message} Skipping the browser suites.`);
}

export type Viewport = { width: number; height: number };

export type TestBrowser = {
  /** A new tab with the given viewport, sharing the browser's cookies. */
  newPage(viewport: Viewport): Promise<Page>;
  context: BrowserContext;
  /** Closes the browser and deletes its profile. */
  close(): Promise<void>;
};

/** Launches Chromium with a fresh profile in a temp folder, so no state leaks between runs. */
export async function launchBrowser(): Promise<TestBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'vauhti-e2e-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
    });
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    context,
    newPage: async (viewport) => {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      return page;
    },
    close: async () => {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
