import { join } from 'node:path';
import type { ContentSeedSummary } from '../domains/content/content-service';
import { readBannersFile, readPageFiles } from '../domains/content/seed-files';
import type { PlatformServices } from '../services';

/** The seed files of the content domain: pages/<language>/*.html and banners.json (see its README). */
export const CONTENT_SEED_DIR = join(import.meta.dirname, 'content');

/**
 * Loads the static pages and banners of the seed files into the database, on every start of a
 * non-production platform: new and changed files are written, seeded rows whose file is gone are
 * removed, and rows an operator has edited are left alone. Malformed files stop it before anything
 * is written, with every problem named by file.
 */
export async function seedDemoContent(
  services: PlatformServices,
  directory: string = CONTENT_SEED_DIR,
): Promise<ContentSeedSummary> {
  const pages = await readPageFiles(join(directory, 'pages'));
  const banners = await readBannersFile(join(directory, 'banners.json'));
  return services.content.seed({ pages, banners });
}

/** Counts of what seeding wrote, removed and kept for the start-up log; undefined when it changed nothing. */
export function contentSeedCounts(summary: ContentSeedSummary) {
  const counts = (tally: ContentSeedSummary['pages']) => ({
    created: tally.created.length,
    updated: tally.updated.length,
    removed: tally.removed.length,
    keptOperator: tally.keptOperator.length,
  });
  const pages = counts(summary.pages);
  const banners = counts(summary.banners);
  const changed = [pages, banners].some((tally) => tally.created + tally.updated + tally.removed > 0);
  return changed ? { pages, banners } : undefined;
}
