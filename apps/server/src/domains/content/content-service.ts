import type { Clock } from '../../infra/time/clock';
import { type BannerInput, type BannerQuery, type BannerSeedOutcome, Banners } from './banners';
import { type ContentLanguage, contentLanguageOf, isRequestLanguage } from './content-languages';
import { Policies } from './policies';
import type { BannerSeed, PageFile } from './seed-files';
import { type ContentDb, NOT_FOUND_PAGE, type PageInput, type PageSeedOutcome, StaticPages } from './static-pages';

export type ContentServiceDeps = { db: ContentDb; clock: Clock };

/** What seeding did: the names of what it wrote or removed, and counts of what it left alone. */
export type ContentSeedSummary = {
  pages: SeedTally;
  banners: SeedTally;
};

type SeedTally = { created: string[]; updated: string[]; removed: string[]; unchanged: number; keptOperator: string[] };

function emptyTally(): SeedTally {
  return { created: [], updated: [], removed: [], unchanged: 0, keptOperator: [] };
}

function count(tally: SeedTally, name: string, outcome: PageSeedOutcome | BannerSeedOutcome) {
  if (outcome === 'created') tally.created.push(name);
  else if (outcome === 'updated') tally.updated.push(name);
  else if (outcome === 'kept-operator') tally.keptOperator.push(name);
  else tally.unchanged += 1;
}

/**
 * The content domain's one entry point: static pages, banners and versioned policies. Errors are
 * values ({ ok: false, error: { code, message, field? } }); exceptions mean bugs.
 */
export class ContentService {
  private readonly pages: StaticPages;
  private readonly banners: Banners;
  private readonly policies: Policies;

  constructor(deps: ContentServiceDeps) {
    this.pages = new StaticPages(deps.db, deps.clock);
    this.banners = new Banners(deps.db, deps.clock);
    this.policies = new Policies(deps.db, deps.clock);
  }

  // Static pages
  readPage(language: ContentLanguage, urlPath: string) {
    return this.pages.read(language, urlPath);
  }
  /** A page as the site asks for it, by the site's language code (GET /content/pages); not found for a code it does not know. */
  readSitePage(language: string, urlPath: string) {
    return isRequestLanguage(language)
      ? this.pages.read(contentLanguageOf(language), urlPath)
      : Promise.resolve(NOT_FOUND_PAGE);
  }
  savePage(input: PageInput) {
    return this.pages.save(input);
  }

  // Banners
  listBanners(query: BannerQuery) {
    return this.banners.list(query);
  }
  createBanner(input: BannerInput) {
    return this.banners.create(input);
  }

  // Policies
  policyConfigs() {
    return this.policies.configs();
  }
  acceptedPolicies(playerId: number) {
    return this.policies.acceptedBy(playerId);
  }
  acceptPolicies(playerId: number, policiesJson: string) {
    return this.policies.accept(playerId, policiesJson);
  }
  /** For a new account: it accepts the current version of every policy. */
  acceptCurrentPolicies(playerId: number) {
    return this.policies.acceptCurrent(playerId);
  }
  publishPolicy(input: { policyType: string; policyVersionId: string; operator: string }) {
    return this.policies.publish(input);
  }

  /**
   * Brings the seeded pages and banners in line with the checked seed files: writes what is new
   * or changed, removes seeded rows whose file or entry is gone, and never touches an operator's.
   */
  async seed(files: { pages: readonly PageFile[]; banners: readonly BannerSeed[] }): Promise<ContentSeedSummary> {
    const summary: ContentSeedSummary = { pages: emptyTally(), banners: emptyTally() };
    for (const { file, page, checksum } of files.pages) {
      const outcome = await this.pages.applySeed(page, checksum);
      if (!outcome.ok) throw new Error(`${file}: ${outcome.error.message}`);
      count(summary.pages, `${page.language}/${page.urlPath}`, outcome.value);
    }
    summary.pages.removed = await this.pages.removeSeedPagesExcept(files.pages.map((file) => file.page));
    for (const { seedKey, banner, checksum } of files.banners) {
      const outcome = await this.banners.applySeed(seedKey, banner, checksum);
      if (!outcome.ok) throw new Error(`banners.json ${seedKey}: ${outcome.error.message}`);
      count(summary.banners, seedKey, outcome.value);
    }
    summary.banners.removed = await this.banners.removeSeedBannersExcept(files.banners.map((seed) => seed.seedKey));
    return summary;
  }
}
