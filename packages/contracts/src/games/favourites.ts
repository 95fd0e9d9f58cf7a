import { z } from 'zod';
import { GameCodeSchema } from './game-window';

/*
 * A player's favourite games (spec 3 and 7, docs/games-integration.md section 6): toggled with
 * newState and gameID, read as gameCode → true. Both calls need a login.
 */

/** GET /games/favourites */
export const FavouritesResponseSchema = z.object({
  favourites: z.record(z.string(), z.literal(true)).describe('gameCode → true'),
});

/** POST /games/favourites */
export const ToggleFavouriteRequestSchema = z.object({
  newState: z.boolean().describe('true adds the game to the favourites, false removes it'),
  gameID: GameCodeSchema.describe('the game code'),
});

export const ToggleFavouriteResponseSchema = z.object({
  status: z.literal('SUCCESS'),
  favoriteAddFlag: z.boolean().describe('whether the game is a favourite now'),
});

export type FavouritesResponse = z.infer<typeof FavouritesResponseSchema>;
export type ToggleFavouriteRequest = z.infer<typeof ToggleFavouriteRequestSchema>;
export type ToggleFavouriteResponse = z.infer<typeof ToggleFavouriteResponseSchema>;
