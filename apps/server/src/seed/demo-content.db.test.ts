import { join } from 'node:path';
import type { Database } from '@vauhti/db';
import { createLogger } from '@vauhti/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatformConfig } from '../config';
import { CONTENT_LANGUAGES } from '../domains/content/content-languages';
import { readBannersFile, readPageFiles } from '../domains/content/seed-files';
import { systemClock } from '../infra/time/clock';
import { runOpsCommand } from '../ops/commands';
import type { PlatformTables } from '../platform-tables';
import { createPlatformServices, type PlatformServices } from '../services';
import { openPlatformTestDatabase } from '../test-support/platform-test-database';
import { CONTENT_SEED_DIR, contentSeedCounts, seedDemoContent } from './demo-content';
import { DEMO_PLAYERS, seedDemoPlayers } from './demo-players';

let database: Database<PlatformTables>;
let services: PlatformServices;

beforeAll(async () => {
  database = await openPlatformTestDatabase();
  services = createPlatformServices({
    database,
    config: testPlatformConfig(),
    clock: systemClock,
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
});
afterAll(() => database.close());

const IMAGES = ['welcome', 'live-casino', 'slots', 'races', 'vip', 'sports', 'partner'];

describe('demo content', () => {
  it('loads every page file and banner of the repository, and a second start changes nothing', async () => {
    const pageFiles = await readPageFiles(join(CONTENT_SEED_DIR, 'pages'));
    const bannerSeeds = await readBannersFile(join(CONTENT_SEED_DIR, 'banners.json'));
    const first = await seedDemoContent(services);
    expect(first.pages.created).toHaveLength(pageFiles.length);
    expect(first.banners.created).toHaveLength(bannerSeeds.length);
    expect(contentSeedCounts(await seedDemoContent(services))).toBeUndefined();
  });

  it('has 4 general home-guest banners, 2 home-player, 3 promotions, 1 landing and 1 for partner-demo, in each of the 12 content languages', async () => {
    const banners = await database.kysely
      .selectFrom('content_banners')
      .select(['zone_id', 'language', 'affiliate_id', 'content', 'target_url', 'target_member_url'])
      .execute();
    const count = (zone: string, affiliate: string | null, language: string) =>
      banners.filter((row) => row.zone_id === zone && row.affiliate_id === affiliate && row.language === language)
        .length;
    for (const language of CONTENT_LANGUAGES) {
      expect([
        count('home-guest', null, language),
        count('home-player', null, language),
        count('promotions', null, language),
        count('landing', null, language),
        count('home-guest', 'partner-demo', language),
      ]).toEqual([4, 2, 3, 1, 1]);
    }
    for (const row of banners) {
      const image = /src="\{\{siteUrl\}\}\/media\/banners\/([a-z-]+)\.svg"/.exec(row.content)?.[1];
      expect(IMAGES, row.content).toContain(image);
      expect(row.content).toMatch(/<h2>[^<]+<\/h2><p>[^<]+<\/p>/);
      expect(row.target_url).not.toBe('');
    }
  });

  it('shows partner-demo visitors their own home-guest banner', async () => {
    const own = await services.content.listBanners({
      zoneId: 'home-guest',
      language: 'fi',
      affiliateId: 'partner-demo',
    });
    expect(own).toHaveLength(1);
    expect(own[0]?.content).toContain('partner.svg');
  });
});

describe('demo players and policies', () => {
  const acceptedBy = async (email: string) => {
    const player = await services.identity.findPlayerByEmail(email);
    if (!player) throw new Error(`no demo player ${email}`);
    return services.content.acceptedPolicies(player.playerId);
  };

  it('have accepted the current policies, except mia, who is left to try the popup', async () => {
    await seedDemoPlayers(services);
    for (const demo of DEMO_PLAYERS) {
      const expected =
        demo.email === 'mia@vauhti.test'
          ? []
          : [
              { policyType: 'terms', policyVersionId: '2026-11-01' },
              { policyType: 'privacy', policyVersionId: '2026-11-01' },
            ];
      expect(await acceptedBy(demo.email), demo.email).toEqual(expected);
    }
  });

  it('are not made to accept a version published later, so the popup asks them', async () => {
    const published = await runOpsCommand(services, 'publish-policy', {
      type: 'privacy',
      version: '2026-12-01',
      operator: 'test',
    });
    expect(published.ok, published.text).toBe(true);
    await seedDemoPlayers(services);
    expect(await acceptedBy('aino@vauhti.test')).toContainEqual({
      policyType: 'privacy',
      policyVersionId: '2026-11-01',
    });
    expect(await acceptedBy('mia@vauhti.test')).toEqual([]);
  });
});
