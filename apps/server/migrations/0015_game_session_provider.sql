-- A launch token is bound to the game provider whose game it launched (docs/games-integration.md
-- section 2): the wallet accepts it only from that provider (X-Provider-Id), so a token that leaks
-- to, or is replayed by, another provider cannot authenticate or bet with the player's money.
-- `provider` is the id the provider calls the wallet with, which is the `provider` of its
-- catalogue feed (game_catalogue_state.provider).
alter table game_sessions add column provider text;

-- Tokens issued before this migration launched games of the one imported catalogue; without a
-- catalogue none could have been issued, and an empty provider matches no caller.
update game_sessions set provider = coalesce((select provider from game_catalogue_state), '');

alter table game_sessions alter column provider set not null;
alter table game_sessions add constraint game_sessions_provider_length check (length(provider) <= 100);
