import { useQuery } from '@tanstack/react-query';
import type { GamesCatalogue } from '@vauhti/contracts/games';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/Button';
import { SiteLink } from '../../../components/SiteLink';
import { favouritesQuery, gamesByCodes, useCatalogue } from '../../../lib/games/games-queries';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { EmptyGroup } from '../components/EmptyGroup';
import type { GroupTab } from '../components/GroupTabs';
import { LobbyFailed, LobbyLoading } from '../components/LobbyStates';
import { LobbyView } from '../components/LobbyView';
import { useLobbySeo } from '../hooks/use-lobby-seo';
import { FAVOURITES_TAB, useLobbyTabs } from '../hooks/use-lobby-tabs';

/**
 * {lang}/casino/favourites: the player's favourite games as a lobby. The route needs a login
 * (app/routes.tsx wraps it in RequireLogin, which sends a guest to login and back).
 */
export function FavouritesPage() {
  const catalogue = useCatalogue();
  const favourites = useQuery(favouritesQuery);
  const codes = useMemo(() => Object.keys(favourites.data ?? {}), [favourites.data]);
  if (catalogue.isPending || favourites.isPending) return <LobbyLoading />;
  if (catalogue.isError) return <LobbyFailed onRetry={() => catalogue.refetch()} />;
  if (favourites.isError) return <LobbyFailed onRetry={() => favourites.refetch()} />;
  return <Favourites catalogue={catalogue.data} codes={codes} />;
}

/** The favourites list has no groups (sub-tabs). */
const NO_GROUPS: GroupTab[] = [];

function Favourites({ catalogue, codes }: { catalogue: GamesCatalogue; codes: string[] }) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const name = t('lobbies.favourites');
  useLobbySeo(FAVOURITES_TAB, name);
  const tabs = useLobbyTabs(catalogue.lobbies, FAVOURITES_TAB);
  const games = useMemo(() => gamesByCodes(catalogue, codes), [catalogue, codes]);
  return (
    <LobbyView
      catalogue={catalogue}
      tabs={tabs}
      groups={NO_GROUPS}
      games={games}
      title={name}
      lead={t('gamingComp.gamesCount', { count: games.length })}
      empty={
        <EmptyGroup
          title={t('favourites.emptyTitle')}
          text={t('favourites.emptyText')}
          action={
            <SiteLink className={buttonClassName('primary')} to={localPath('casino/slots')}>
              {t('favourites.browse')}
            </SiteLink>
          }
        />
      }
    />
  );
}
