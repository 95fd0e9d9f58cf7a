import type { Lobby } from '@vauhti/contracts/games';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lobbyPath } from '../../../lib/games/game-links';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { useSession } from '../../../lib/session/session-queries';
import type { LobbyTab } from '../components/LobbyTabs';
import { visibleLobbies } from '../rules/lobby-rules';

/** The key of the favourites tab (not a catalogue lobby: the player's own list). */
export const FAVOURITES_TAB = 'favourites';

/** The tabs of the filter bar: every shown lobby, and the player's favourites once logged in. */
export function useLobbyTabs(lobbies: readonly Lobby[], activeKey: string): LobbyTab[] {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const player = useSession().state === 'player';
  return useMemo(() => {
    const tabs: LobbyTab[] = visibleLobbies(lobbies, language).map((lobby) => ({
      key: lobby.id,
      label: t(`lobbies.${lobby.id}`, { defaultValue: lobby.name }),
      to: lobbyPath(language, lobby),
      active: lobby.id === activeKey,
    }));
    if (player) {
      tabs.push({
        key: FAVOURITES_TAB,
        label: t('lobbies.favourites'),
        to: `/${language}/casino/favourites`,
        active: activeKey === FAVOURITES_TAB,
      });
    }
    return tabs;
  }, [lobbies, language, activeKey, player, t]);
}
