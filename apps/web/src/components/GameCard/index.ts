export { FAVOURITE_TOOLTIP_DELAY_MS, FavouriteButton } from './FavouriteButton';
export { GameCard, type GameCardProps } from './GameCard';
export { GameCardsProvider } from './game-cards-context';
export { LiveBadge } from './LiveBadge';
