import type { GamesCatalogue } from '@vauhti/contracts/games';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { backgroundUrl } from '../../../lib/games/game-art';
import styles from './Lobby.module.css';

type LobbyBannerProps = {
  title: string;
  lead: string;
  /** The game whose background art the banner shows (the lobby's most popular one). */
  featuredGameCode: string | undefined;
  art: Pick<GamesCatalogue, 'gamePath' | 'providerLogoPath'>;
  live?: boolean;
};

/** The lobby's banner (spec 2.3 and 9): 145 px high, 100 px on tablets, the lobby's title over game art. */
export const LobbyBanner = memo(function LobbyBanner({
  title,
  lead,
  featuredGameCode,
  art,
  live = false,
}: LobbyBannerProps) {
  return (
    <header className={`${styles.banner} ${live ? styles.liveBanner : ''}`}>
      {featuredGameCode && (
        <img
          className={styles.bannerArt}
          src={backgroundUrl(art, featuredGameCode)}
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
        />
      )}
      <div className={styles.bannerText}>
        {live && <LivePill />}
        <h1 className={styles.bannerTitle}>{title}</h1>
        <p className={styles.bannerLead}>{lead}</p>
      </div>
    </header>
  );
});

function LivePill() {
  const { t } = useTranslation();
  return (
    <span className={styles.livePill}>
      <span className={styles.liveDot} aria-hidden="true" />
      {t('gamingComp.live')}
    </span>
  );
}
