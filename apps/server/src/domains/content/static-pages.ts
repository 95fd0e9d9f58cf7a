import { PAGE_NOT_FOUND_ERROR_CODE, type StaticPage } from '@vauhti/contracts/site';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/time/clock';
import { sanitiseContentHtml } from '../../reference/html-sanitiser';
import { failure, type Result, success } from './content-errors';
import { CONTENT_LANGUAGES, type ContentLanguage, isContentLanguage } from './content-languages';
import { CONTENT_LIMITS, URL_PATH_PATTERN } from './content-rules';
import type { ContentSource, ContentTables } from './content-tables';
import { SharedReadCache } from './shared-read-cache';

export type ContentDb = Kysely<ContentTables>;

export type PageInput = {
  language: ContentLanguage;
  urlPath: string;
  /** Ties the translations of a page together; the url path when not given. */
  pageKey?: string | undefined;
  head: string;
  content: string;
  metaTitle: string;
  metaTags: string;
  metaDescription: string;
};

type CheckedPage = PageInput & { pageKey: string };

/** What seeding did with one page file. */
export type PageSeedOutcome = 'created' | 'updated' | 'unchanged' | 'kept-operator';

function emptyUrls(): Record<ContentLanguage, string> {
  return Object.fromEntries(CONTENT_LANGUAGES.map((language) => [language, ''])) as Record<ContentLanguage, string>;
}

export const NOT_FOUND_PAGE: StaticPage = Object.freeze({
  head: '',
  content: '',
  metaTitle: '',
  metaTags: '',
  metaDescription: '',
  multilingualUrl: Object.freeze(emptyUrls()),
  errorCode: PAGE_NOT_FOUND_ERROR_CODE,
});

/** Checks a page before it is stored, naming the first field that is wrong. */
export function checkPage(input: PageInput): Result<CheckedPage> {
  if (!isContentLanguage(input.language)) {
    return failure('FIELD_INVALID', `language must be one of ${CONTENT_LANGUAGES.join(', ')}`, { field: 'language' });
  }
  const pageKey = input.pageKey ?? input.urlPath;
  for (const [field, value] of [
    ['urlPath', input.urlPath],
    ['pageKey', pageKey],
  ] as const) {
    if (!URL_PATH_PATTERN.test(value)) {
      return failure('FIELD_INVALID', `${field} must be one or two segments of a-z, 0-9, _ and -`, { field });
    }
  }
  const lengths = [
    ['head', input.head, CONTENT_LIMITS.pageHeadLengthMax],
    ['content', input.content, CONTENT_LIMITS.pageContentLengthMax],
    ['metaTitle', input.metaTitle, CONTENT_LIMITS.pageMetaLengthMax],
    ['metaTags', input.metaTags, CONTENT_LIMITS.pageMetaLengthMax],
    ['metaDescription', input.metaDescription, CONTENT_LIMITS.pageMetaLengthMax],
  ] as const;
  for (const [field, value, lengthMax] of lengths) {
    if (typeof value !== 'string' || value.length > lengthMax) {
      return failure('FIELD_INVALID', `${field} must be text of at most ${lengthMax} characters`, { field });
    }
  }
  return success({ ...input, pageKey });
}

/** The page table's reads. One class so that tests can count the reads that reach the database. */
export class PageStore {
  constructor(private readonly db: ContentDb) {}

  /** Every translation of the page at (language, urlPath), that page included; [] when there is none. */
  findWithTranslations(language: ContentLanguage, urlPath: string) {
    return this.db
      .selectFrom('content_pages')
      .select(['language', 'url_path', 'head', 'content', 'meta_title', 'meta_tags', 'meta_description'])
      .where('page_key', '=', (eb) =>
        eb
          .selectFrom('content_pages')
          .select('page_key')
          .where('language', '=', language)
          .where('url_path', '=', urlPath),
      )
      .execute();
  }
}

/**
 * Static pages: read through a cache of sanitised answers keyed by content language and url path
 * (concurrent requests for an uncached page share one read), saved by the operator or the seeder.
 * Every save clears the cache: a page's answer also lists its translations' addresses.
 */
export class StaticPages {
  private readonly store: PageStore;
  private readonly cache: SharedReadCache<StaticPage>;

  constructor(
    private readonly db: ContentDb,
    private readonly clock: Clock,
  ) {
    this.store = new PageStore(db);
    this.cache = new SharedReadCache(clock, {
      entriesMax: CONTENT_LIMITS.pageCacheEntriesMax,
      timeToLiveMs: CONTENT_LIMITS.pageCacheTimeToLiveMs,
    });
  }

  read(language: ContentLanguage, urlPath: string): Promise<StaticPage> {
    return this.cache.get(`${language}:${urlPath}`, () => this.readUncached(language, urlPath));
  }

  private async readUncached(language: ContentLanguage, urlPath: string): Promise<StaticPage> {
    const rows = await this.store.findWithTranslations(language, urlPath);
    const page = rows.find((row) => row.language === language && row.url_path === urlPath);
    if (!page) return NOT_FOUND_PAGE;
    const multilingualUrl = emptyUrls();
    for (const row of rows) multilingualUrl[row.language] = row.url_path;
    return Object.freeze({
      head: sanitiseContentHtml(page.head),
      content: sanitiseContentHtml(page.content),
      metaTitle: page.meta_title,
      metaTags: page.meta_tags,
      metaDescription: page.meta_description,
      multilingualUrl: Object.freeze(multilingualUrl),
      errorCode: null,
    });
  }

  /**
   * Saves a page as the operator's: it replaces whatever is at its address (a seeded page too,
   * which the seeder then leaves alone). Refused when another address of the language already
   * holds the page key.
   */
  async save(input: PageInput): Promise<Result<{ pageKey: string }>> {
    const checked = checkPage(input);
    if (!checked.ok) return checked;
    const page = checked.value;
    const outcome = await this.db.transaction().execute(async (trx) => {
      const holders = await holdersOf(trx, page);
      if (holders.some((row) => row.url_path !== page.urlPath)) {
        return failure<{ pageKey: string }>(
          'FIELD_INVALID',
          `page ${page.pageKey} already has a ${page.language} page`,
          {
            field: 'pageKey',
          },
        );
      }
      await trx
        .deleteFrom('content_pages')
        .where('language', '=', page.language)
        .where('url_path', '=', page.urlPath)
        .execute();
      await trx
        .insertInto('content_pages')
        .values(this.row(page, 'operator', null))
        .execute();
      return success({ pageKey: page.pageKey });
    });
    this.cache.clear();
    return outcome;
  }

  /**
   * Writes a page from a seed file unless an operator's page holds its address or key; a file
   * whose checksum matches the stored one changes nothing.
   */
  async applySeed(input: PageInput, checksum: string): Promise<Result<PageSeedOutcome>> {
    const checked = checkPage(input);
    if (!checked.ok) return checked;
    const page = checked.value;
    const outcome = await this.db.transaction().execute(async (trx): Promise<PageSeedOutcome> => {
      const holders = await holdersOf(trx, page);
      if (holders.some((row) => row.source === 'operator')) return 'kept-operator';
      const same = holders.find((row) => row.url_path === page.urlPath);
      if (holders.length === 1 && same?.seed_checksum === checksum && same.page_key === page.pageKey) {
        return 'unchanged';
      }
      if (holders.length > 0) {
        await trx
          .deleteFrom('content_pages')
          .where(
            'id',
            'in',
            holders.map((row) => row.id),
          )
          .execute();
      }
      await trx
        .insertInto('content_pages')
        .values(this.row(page, 'seed', checksum))
        .execute();
      return same ? 'updated' : 'created';
    });
    if (outcome !== 'unchanged' && outcome !== 'kept-operator') this.cache.clear();
    return success(outcome);
  }

  /** Deletes the seeded pages whose file is gone; returns their language/url-path names. */
  async removeSeedPagesExcept(kept: ReadonlyArray<{ language: ContentLanguage; urlPath: string }>): Promise<string[]> {
    const keep = new Set(kept.map((page) => `${page.language}/${page.urlPath}`));
    const seeded = await this.db
      .selectFrom('content_pages')
      .select(['id', 'language', 'url_path'])
      .where('source', '=', 'seed')
      .execute();
    const gone = seeded.filter((row) => !keep.has(`${row.language}/${row.url_path}`));
    if (gone.length === 0) return [];
    await this.db
      .deleteFrom('content_pages')
      .where(
        'id',
        'in',
        gone.map((row) => row.id),
      )
      .where('source', '=', 'seed')
      .execute();
    this.cache.clear();
    return gone.map((row) => `${row.language}/${row.url_path}`);
  }

  private row(page: CheckedPage, source: ContentSource, checksum: string | null) {
    return {
      page_key: page.pageKey,
      language: page.language,
      url_path: page.urlPath,
      head: sanitiseContentHtml(page.head),
      content: sanitiseContentHtml(page.content),
      meta_title: page.metaTitle,
      meta_tags: page.metaTags,
      meta_description: page.metaDescription,
      source,
      seed_checksum: checksum,
      updated_at: this.clock.now(),
    };
  }
}

/** The rows of the page's language that hold its address or its key, locked for the write. */
function holdersOf(db: ContentDb, page: CheckedPage) {
  return db
    .selectFrom('content_pages')
    .select(['id', 'url_path', 'page_key', 'source', 'seed_checksum'])
    .where('language', '=', page.language)
    .where((eb) => eb.or([eb('url_path', '=', page.urlPath), eb('page_key', '=', page.pageKey)]))
    .forUpdate()
    .execute();
}
