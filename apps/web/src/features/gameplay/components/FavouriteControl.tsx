import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FAVOURITE_TOOLTIP_DELAY_MS } from '../../../components/GameCard';
import { useFavourites, useToggleFavourite } from '../../../lib/games/games-queries';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { storePreviousUrl } from '../../../lib/navigation/previous-url';
import { useSession } from '../../../lib/session/session-queries';
import styles from './Controls.module.css';
import { GameIcon } from './GameIcon';

type FavouriteControlProps = {
  game: { gameCode: string; name: string };
  look?: 'icon' | 'bar' | 'overlay';
};

/**
 * The game window's favourite (spec 2.8): a player adds or removes the game; a guest, who cannot
 * favourite, goes to registration and comes back to the game. After 2 s of mouse hover a tooltip
 * says what a click does (favourites.addMsg / removeMsg).
 */
export function FavouriteControl({ game, look = 'icon' }: FavouriteControlProps) {
  const { t } = useTranslation();
  const session = useSession();
  const favourites = useFavourites();
  const toggle = useToggleFavourite();
  const navigate = useNavigate();
  const language = useSiteLanguage();
  const location = useLocation();
  const tooltipId = useId();
  const [tooltip, setTooltip] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const favourite = favourites[game.gameCode] === true;
  const label = t(favourite ? 'gameWindowComp.favouriteRemove' : 'gameWindowComp.favouriteAdd', { name: game.name });
  const onClick = () => {
    if (session.state !== 'player') {
      storePreviousUrl(`${location.pathname}${location.search}`);
      navigate(`/${language}/register`);
      return;
    }
    toggle.mutate({ newState: !favourite, gameID: game.gameCode });
  };

  return (
    <span className={styles.favouriteAnchor}>
      <button
        type="button"
        className={`${styles[look]} ${styles.favourite}`}
        aria-pressed={favourite}
        aria-label={label}
        aria-describedby={tooltip ? tooltipId : undefined}
        aria-busy={toggle.isPending || undefined}
        disabled={toggle.isPending}
        onClick={onClick}
        onPointerEnter={(event) => {
          if (event.pointerType !== 'mouse') return;
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => setTooltip(true), FAVOURITE_TOOLTIP_DELAY_MS);
        }}
        onPointerLeave={() => {
          window.clearTimeout(timer.current);
          setTooltip(false);
        }}
        onBlur={() => setTooltip(false)}
      >
        <GameIcon name="heart" size={look === 'overlay' ? 18 : 20} filled={favourite} />
        {look === 'bar' && <span className={styles.barLabel}>{t('gameWindowComp.favourite')}</span>}
      </button>
      {tooltip && (
        <span role="tooltip" id={tooltipId} className={styles.tooltip} data-look={look}>
          {t(favourite ? 'favourites.removeMsg' : 'favourites.addMsg')}
        </span>
      )}
    </span>
  );
}
