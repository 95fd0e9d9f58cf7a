import type { GamesDb } from './catalogue-import';
import type { GroupRule } from './lobby-rules';
import type { LobbySeed } from './lobby-seed';

/** A lobby as stored: its groups carry rules, not games (the catalogue build applies them). */
export type LobbyConfig = {
  id: string;
  name: string;
  multilingualUrlLobby: Record<string, string>;
  groups: Array<{ id: string; name: string; multilingualUrl: Record<string, string>; rule: GroupRule }>;
};

/**
 * Makes the lobby tables equal to the seed, in one transaction: the seed is the only author of
 * lobbies, so rows it no longer names are removed. Returns whether anything changed.
 */
export async function seedLobbies(db: GamesDb, seed: readonly LobbySeed[], now: Date): Promise<boolean> {
  const wanted = canonicalJson(seed.map(configOf));
  const current = canonicalJson(await readLobbies(db));
  if (wanted === current) return false;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('game_groups').execute();
    await trx.deleteFrom('game_lobbies').execute();
    for (const [lobbyOrder, lobby] of seed.entries()) {
      await trx
        .insertInto('game_lobbies')
        .values({
          id: lobby.id,
          name: lobby.name,
          sort_order: lobbyOrder,
          multilingual_url: JSON.stringify(lobby.slugs),
          updated_at: now,
        })
        .execute();
      if (lobby.groups.length === 0) continue;
      await trx
        .insertInto('game_groups')
        .values(
          lobby.groups.map((group, groupOrder) => ({
            lobby_id: lobby.id,
            id: group.id,
            name: group.name,
            sort_order: groupOrder,
            multilingual_url: JSON.stringify(group.slugs),
            rule: JSON.stringify(group.rule),
            updated_at: now,
          })),
        )
        .execute();
    }
  });
  return true;
}

/** JSON with object keys sorted: jsonb hands keys back in its own order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function configOf(lobby: LobbySeed): LobbyConfig {
  return {
    id: lobby.id,
    name: lobby.name,
    multilingualUrlLobby: lobby.slugs,
    groups: lobby.groups.map((group) => ({
      id: group.id,
      name: group.name,
      multilingualUrl: group.slugs,
      rule: group.rule,
    })),
  };
}

/** The lobbies in tab order, each with its groups in order. */
export async function readLobbies(db: GamesDb): Promise<LobbyConfig[]> {
  const [lobbies, groups] = await Promise.all([
    db.selectFrom('game_lobbies').select(['id', 'name', 'multilingual_url']).orderBy('sort_order').execute(),
    db
      .selectFrom('game_groups')
      .select(['lobby_id', 'id', 'name', 'multilingual_url', 'rule'])
      .orderBy('lobby_id')
      .orderBy('sort_order')
      .execute(),
  ]);
  return lobbies.map((lobby) => ({
    id: lobby.id,
    name: lobby.name,
    multilingualUrlLobby: lobby.multilingual_url,
    groups: groups
      .filter((group) => group.lobby_id === lobby.id)
      .map((group) => ({ id: group.id, name: group.name, multilingualUrl: group.multilingual_url, rule: group.rule })),
  }));
}
