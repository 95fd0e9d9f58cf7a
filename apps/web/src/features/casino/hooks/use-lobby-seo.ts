import { useTranslation } from 'react-i18next';
import { usePageSeo } from '../../../lib/seo/page-seo';

/** A lobby's SEO texts (spec 2.1): its own keys when the catalogue has them, else the shared ones. */
export function useLobbySeo(lobbyId: string, lobbyName: string) {
  const { t, i18n } = useTranslation();
  const own = `gamingComp.seo.${lobbyId}`;
  const base = i18n.exists(`${own}.title`) ? own : 'gamingComp.seo.default';
  usePageSeo({
    title: t(`${base}.title`, { lobby: lobbyName }),
    description: t(`${base}.description`, { lobby: lobbyName }),
    keywords: t(`${base}.keywords`, { lobby: lobbyName }),
  });
}
