import type { GamesDb } from './catalogue-import';

/*
 * A player's favourite games (spec 3 and 7: toggle with newState and gameID, read as gameCode →
 * true). Setting a state the favourite already has is not an error and changes nothing, so a
 * double click or a retried request gives the same answer.
 */

export async function favouriteCodes(db: GamesDb, playerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('game_favourites')
    .select('game_code')
    .where('player_id', '=', playerId)
    .orderBy('created_at')
    .orderBy('game_code')
    .execute();
  return rows.map((row) => row.game_code);
}

export async function setFavourite(
  db: GamesDb,
  input: { playerId: number; gameCode: string; favourite: boolean; now: Date },
): Promise<void> {
  if (input.favourite) {
    await db
      .insertInto('game_favourites')
      .values({ player_id: input.playerId, game_code: input.gameCode, created_at: input.now })
      .onConflict((conflict) => conflict.columns(['player_id', 'game_code']).doNothing())
      .execute();
    return;
  }
  await db
    .deleteFrom('game_favourites')
    .where('player_id', '=', input.playerId)
    .where('game_code', '=', input.gameCode)
    .execute();
}
