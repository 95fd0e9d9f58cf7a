import type { ColumnType } from 'kysely';
import type { GroupRule } from './lobby-rules';

/** A jsonb column: read as the parsed value, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;

export type GameStudiosTable = {
  code: string;
  name: string;
  active: boolean;
  updated_at: Date;
};

export type GamesTable = {
  code: string;
  name: string;
  studio_code: string;
  engine: string;
  category: string;
  theme: string;
  volatility: string;
  rtp_basis_points: number;
  min_stake: number;
  max_stake: number;
  currency: string;
  aspect_ratio: number;
  has_demo: number;
  released_at: string;
  popularity: number;
  tags: Json<string[]>;
  live_table_id: string | null;
  launch_path: string;
  multilingual_url: Json<Record<string, string>>;
  descriptions: Json<Record<string, string>>;
  active: boolean;
  feed_checksum: string;
  imported_at: Date;
  updated_at: Date;
};

export type GameCatalogueStateTable = {
  id: ColumnType<boolean, boolean | undefined, never>;
  provider: string;
  game_path: string;
  provider_logo_path: string;
  imported_at: Date;
};

export type GameLobbiesTable = {
  id: string;
  name: string;
  sort_order: number;
  multilingual_url: Json<Record<string, string>>;
  updated_at: Date;
};

export type GameGroupsTable = {
  lobby_id: string;
  id: string;
  name: string;
  sort_order: number;
  multilingual_url: Json<Record<string, string>>;
  rule: Json<GroupRule>;
  updated_at: Date;
};

export type GameFavouritesTable = {
  player_id: number;
  game_code: string;
  created_at: Date;
};

/** The tables the games domain owns (migrations/0006_games.sql). */
export type GamesTables = {
  game_studios: GameStudiosTable;
  games: GamesTable;
  game_catalogue_state: GameCatalogueStateTable;
  game_lobbies: GameLobbiesTable;
  game_groups: GameGroupsTable;
  game_favourites: GameFavouritesTable;
};
