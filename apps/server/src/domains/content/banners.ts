import type { Banner } from '@vauhti/contracts/site';
import type { Clock } from '../../infra/time/clock';
import { sanitiseContentHtml } from '../../reference/html-sanitiser';
import { failure, type Result, success } from './content-errors';
import { type ContentLanguage, isContentLanguage } from './content-languages';
import {
  AFFILIATE_ID_PATTERN,
  BANNER_ZONES,
  type BannerZone,
  CONTENT_LIMITS,
  isBannerZone,
  isSafeTargetUrl,
} from './content-rules';
import type { ContentDb } from './static-pages';

export type BannerQuery = { zoneId: BannerZone; language: ContentLanguage; affiliateId?: string | undefined };

export type BannerInput = {
  zoneId: BannerZone;
  /** null: every language. */
  language: ContentLanguage | null;
  /** null: every visitor who has no affiliate banners of their own. */
  affiliateId: string | null;
  content: string;
  targetUrl: string;
  targetMemberUrl: string;
  sortOrder: number;
  startsAt: Date | null;
  endsAt: Date | null;
};

export type BannerSeedOutcome = 'created' | 'updated' | 'unchanged' | 'kept-operator';

/** Rows read per query at most: enough for any zone's candidates in every language and affiliate. */
const CANDIDATES_MAX = 500;

function isDateOrNull(value: Date | null): boolean {
  return value === null || (value instanceof Date && !Number.isNaN(value.getTime()));
}

/** Checks a banner before it is stored, naming the first field that is wrong. */
export function checkBanner(input: BannerInput): Result<BannerInput> {
  const problems: Array<[boolean, string, string]> = [
    [isBannerZone(input.zoneId), 'zoneId', `zoneId must be one of ${BANNER_ZONES.join(', ')}`],
    [
      input.language === null || isContentLanguage(input.language),
      'language',
      'language must be a content language or null',
    ],
    [
      input.affiliateId === null || AFFILIATE_ID_PATTERN.test(input.affiliateId),
      'affiliateId',
      'affiliateId must be 1 to 64 of A-Z, a-z, 0-9, _ . : -',
    ],
    [
      typeof input.content === 'string' && input.content.length <= CONTENT_LIMITS.bannerContentLengthMax,
      'content',
      `content must be HTML of at most ${CONTENT_LIMITS.bannerContentLengthMax} characters`,
    ],
    [isSafeTargetUrl(input.targetUrl), 'targetUrl', 'targetUrl must be a site path or an http(s) address'],
    [
      isSafeTargetUrl(input.targetMemberUrl),
      'targetMemberUrl',
      'targetMemberUrl must be a site path or an http(s) address',
    ],
    [
      Number.isSafeInteger(input.sortOrder) && Math.abs(input.sortOrder) < 2 ** 31,
      'sortOrder',
      'sortOrder must be an integer',
    ],
    [isDateOrNull(input.startsAt), 'startsAt', 'startsAt must be a moment or null'],
    [isDateOrNull(input.endsAt), 'endsAt', 'endsAt must be a moment or null'],
    [
      input.startsAt === null || input.endsAt === null || input.startsAt < input.endsAt,
      'endsAt',
      'endsAt must be after startsAt',
    ],
  ];
  const problem = problems.find(([fine]) => !fine);
  if (problem) return failure('FIELD_INVALID', problem[2], { field: problem[1] });
  return success(input);
}

const FALLBACK_BANNER_LANGUAGE: ContentLanguage = 'en';

/**
 * Banners by zone. A zone shows the banners live now in the visitor's language first, then those
 * for every language, each group by sort order. A language with none of either gets the English
 * ones: an untranslated campaign is better than an empty hero. A visitor who came through an
 * affiliate sees that affiliate's banners instead of the general ones, when the affiliate has any
 * live in the zone.
 */
export class Banners {
  constructor(
    private readonly db: ContentDb,
    private readonly clock: Clock,
  ) {}

  async list(query: BannerQuery): Promise<Banner[]> {
    const banners = await this.listInLanguage(query);
    if (banners.length > 0 || query.language === FALLBACK_BANNER_LANGUAGE) return banners;
    return this.listInLanguage({ ...query, language: FALLBACK_BANNER_LANGUAGE });
  }

  private async listInLanguage(query: BannerQuery): Promise<Banner[]> {
    const now = this.clock.now();
    const candidates = await this.db
      .selectFrom('content_banners')
      .select(['id', 'zone_id', 'language', 'affiliate_id', 'content', 'target_url', 'target_member_url'])
      .where('zone_id', '=', query.zoneId)
      .where((eb) => eb.or([eb('language', '=', query.language), eb('language', 'is', null)]))
      .where((eb) =>
        query.affiliateId === undefined
          ? eb('affiliate_id', 'is', null)
          : eb.or([eb('affiliate_id', 'is', null), eb('affiliate_id', '=', query.affiliateId)]),
      )
      .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .orderBy('sort_order')
      .orderBy('id')
      .limit(CANDIDATES_MAX)
      .execute();
    const ownBanners = candidates.filter((row) => row.affiliate_id !== null);
    const shown = ownBanners.length > 0 ? ownBanners : candidates.filter((row) => row.affiliate_id === null);
    // Stable sort: within each group the database's sort order stays.
    const ordered = [...shown].sort((a, b) => Number(a.language === null) - Number(b.language === null));
    return ordered.slice(0, CONTENT_LIMITS.bannersPerZoneMax).map((row) => ({
      id: row.id,
      zoneId: query.zoneId,
      content: sanitiseContentHtml(row.content),
      targetUrl: row.target_url,
      targetMemberUrl: row.target_member_url,
    }));
  }

  /** Adds an operator's banner. */
  async create(input: BannerInput): Promise<Result<{ id: number }>> {
    const checked = checkBanner(input);
    if (!checked.ok) return checked;
    const row = await this.db
      .insertInto('content_banners')
      .values({ ...this.columns(checked.value), source: 'operator', seed_key: null, seed_checksum: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return success({ id: row.id });
  }

  /** Writes a banner of banners.json under its seed key, unless an operator has taken the row over. */
  async applySeed(seedKey: string, input: BannerInput, checksum: string): Promise<Result<BannerSeedOutcome>> {
    const checked = checkBanner(input);
    if (!checked.ok) return checked;
    const columns = {
      ...this.columns(checked.value),
      source: 'seed' as const,
      seed_key: seedKey,
      seed_checksum: checksum,
    };
    const outcome = await this.db.transaction().execute(async (trx): Promise<BannerSeedOutcome> => {
      const existing = await trx
        .selectFrom('content_banners')
        .select(['id', 'source', 'seed_checksum'])
        .where('seed_key', '=', seedKey)
        .forUpdate()
        .executeTakeFirst();
      if (!existing) {
        await trx.insertInto('content_banners').values(columns).execute();
        return 'created';
      }
      if (existing.source === 'operator') return 'kept-operator';
      if (existing.seed_checksum === checksum) return 'unchanged';
      await trx.updateTable('content_banners').set(columns).where('id', '=', existing.id).execute();
      return 'updated';
    });
    return success(outcome);
  }

  /** Deletes the seeded banners that banners.json no longer lists; returns their seed keys. */
  async removeSeedBannersExcept(seedKeys: readonly string[]): Promise<string[]> {
    const keep = new Set(seedKeys);
    const seeded = await this.db
      .selectFrom('content_banners')
      .select(['id', 'seed_key'])
      .where('source', '=', 'seed')
      .execute();
    const gone = seeded.filter((row) => !keep.has(row.seed_key ?? ''));
    if (gone.length === 0) return [];
    await this.db
      .deleteFrom('content_banners')
      .where(
        'id',
        'in',
        gone.map((row) => row.id),
      )
      .where('source', '=', 'seed')
      .execute();
    return gone.map((row) => row.seed_key ?? '');
  }

  private columns(input: BannerInput) {
    return {
      zone_id: input.zoneId,
      language: input.language,
      affiliate_id: input.affiliateId,
      content: sanitiseContentHtml(input.content),
      target_url: input.targetUrl,
      target_member_url: input.targetMemberUrl,
      sort_order: input.sortOrder,
      starts_at: input.startsAt,
      ends_at: input.endsAt,
      updated_at: this.clock.now(),
    };
  }
}
