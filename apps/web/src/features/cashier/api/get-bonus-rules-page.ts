import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaticPage } from '@vauhti/contracts/site';
import { apiRequest } from '../../../lib/api/client';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '../../../lib/i18n/languages';
import { cashierKeys } from './cashier-keys';

/** A static page as GET /content/pages answers it (apps/server/src/domains/content/README.md). */
export type BonusRulesPage = StaticPage;

/** The static page of the general bonus rules, shown as the bonus step's terms (spec section 2). */
export const BONUS_RULES_URL_PATH = 'bonus-rules';

/** The rules change when an operator edits them, rarely; the platform caches pages for five minutes too. */
const BONUS_RULES_STALE_MS = 5 * 60_000;

function getBonusRulesPage(language: SiteLanguage, signal?: AbortSignal) {
  return apiRequest<BonusRulesPage>('/content/pages', { query: { language, urlPath: BONUS_RULES_URL_PATH }, signal });
}

export function isBonusRulesAvailable(page: BonusRulesPage): boolean {
  return page.errorCode === null && page.content.trim() !== '';
}

/**
 * The bonus rules in the player's language, else in English: a player must always be able to read
 * the terms they accept. Kept under the cashier's own key because the answer may be the English
 * page, which the static-page viewer's per-language cache must never receive.
 */
export function bonusRulesQuery(language: SiteLanguage) {
  return queryOptions({
    queryKey: [...cashierKeys.all, 'bonus-rules', language] as const,
    queryFn: async ({ signal }) => {
      const page = await getBonusRulesPage(language, signal);
      if (isBonusRulesAvailable(page) || language === DEFAULT_LANGUAGE) return page;
      return getBonusRulesPage(DEFAULT_LANGUAGE, signal);
    },
    staleTime: BONUS_RULES_STALE_MS,
  });
}

export function useBonusRulesPage(language: SiteLanguage, enabled: boolean) {
  return useQuery({ ...bonusRulesQuery(language), enabled });
}
