import type { GameGroup, GamesCatalogue, Lobby } from '@vauhti/contracts/games';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { lobbyPath } from '../../../lib/games/game-links';
import { gamesByCodes, useCatalogue } from '../../../lib/games/games-queries';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { EmptyGroup } from '../components/EmptyGroup';
import type { GroupTab } from '../components/GroupTabs';
import { LobbyFailed, LobbyLoading } from '../components/LobbyStates';
import { LobbyView } from '../components/LobbyView';
import { useLobbySeo } from '../hooks/use-lobby-seo';
import { useLobbyTabs } from '../hooks/use-lobby-tabs';
import { defaultLobby, findGroup, findLobby, groupSlug } from '../rules/lobby-rules';

/** The live-casino lobby gets the live banner and table statuses (spec 2.3). */
const LIVE_LOBBY_ID = 'live-casino';

/**
 * {lang}/casino, {lang}/casino/{lobby} and {lang}/casino/{lobby}/{group} (spec 2.1): the lobby
 * the url names, or page-not-found when the catalogue has no such lobby or group.
 */
export function CasinoLobbyPage() {
  const catalogue = useCatalogue();
  if (catalogue.isPending) return <LobbyLoading />;
  if (catalogue.isError) return <LobbyFailed onRetry={() => catalogue.refetch()} />;
  return <ResolvedLobby catalogue={catalogue.data} />;
}

function ResolvedLobby({ catalogue }: { catalogue: GamesCatalogue }) {
  const { gamegroup, gamegrouptype } = useParams();
  const language = useSiteLanguage();
  const lobby = gamegroup
    ? findLobby(catalogue.lobbies, gamegroup, language)
    : defaultLobby(catalogue.lobbies, language);
  const group = lobby && gamegrouptype ? findGroup(lobby, gamegrouptype, language) : lobby?.gameGroupList[0];
  if (!lobby || (gamegrouptype && !group)) return <NotFoundPage />;
  return <LobbyPage catalogue={catalogue} lobby={lobby} group={group} />;
}

function LobbyPage({
  catalogue,
  lobby,
  group,
}: {
  catalogue: GamesCatalogue;
  lobby: Lobby;
  group: GameGroup | undefined;
}) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const name = t(`lobbies.${lobby.id}`, { defaultValue: lobby.name });
  useLobbySeo(lobby.id, name);
  const tabs = useLobbyTabs(catalogue.lobbies, lobby.id);
  const games = useMemo(() => gamesByCodes(catalogue, group?.gameCodes ?? []), [catalogue, group]);
  const lobbyGames = useMemo(() => {
    const codes = new Set(lobby.gameGroupList.flatMap((candidate) => candidate.gameCodes));
    return gamesByCodes(catalogue, [...codes]);
  }, [catalogue, lobby]);
  const studios = new Set(lobbyGames.map((game) => game.vendorCode)).size;
  const groups = useMemo<GroupTab[]>(
    () =>
      lobby.gameGroupList.map((candidate, index) => ({
        key: candidate.id,
        label: t(`lobbies.groups.${candidate.id}`, { defaultValue: candidate.name }),
        // The first group is the lobby's own page; the others get their own url.
        to: index === 0 ? lobbyPath(language, lobby) : lobbyPath(language, lobby, groupSlug(candidate, language)),
        active: candidate.id === group?.id,
        count: candidate.gameCodes.length,
      })),
    [lobby, group, language, t],
  );
  const live = lobby.id === LIVE_LOBBY_ID;

  return (
    <LobbyView
      catalogue={catalogue}
      tabs={tabs}
      groups={groups}
      games={games}
      title={live ? t('gamingComp.liveBanner.title') : name}
      lead={live ? t('gamingComp.liveBanner.lead') : t('gamingComp.bannerLead', { games: lobbyGames.length, studios })}
      live={live}
      empty={<EmptyGroup title={t('gamingComp.gaming24')} text={t('gamingComp.gaming5')} />}
    />
  );
}
