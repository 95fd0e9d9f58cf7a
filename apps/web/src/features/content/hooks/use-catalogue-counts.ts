import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { catalogueQuery } from '../../../lib/games/catalogue-query';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { type CatalogueCounts, catalogueCountsOf, fillCatalogueCounts } from '../lib/catalogue-counts';

/**
 * Fills content's count placeholders from the catalogue the site loads at start-up (it reads the
 * catalogue only when wanted: the content has placeholders). settled is false while the
 * catalogue is still loading: content with counts waits for it rather than showing its sentence
 * without the number and then with it. A catalogue that failed to load settles too, and the
 * numbers are left out.
 */
export function useCatalogueCountFiller(wanted: boolean): { settled: boolean; fill: (html: string) => string } {
  const language = useSiteLanguage();
  const catalogue = useQuery({ ...catalogueQuery, enabled: wanted });
  const counts: CatalogueCounts | null = useMemo(
    () => (catalogue.data ? catalogueCountsOf(catalogue.data) : null),
    [catalogue.data],
  );
  const fill = useCallback((html: string) => fillCatalogueCounts(html, counts, language), [counts, language]);
  return { settled: !wanted || !catalogue.isPending, fill };
}
