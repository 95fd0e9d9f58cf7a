import type { Logger } from 'pino';
import type { Outbox } from '../../infra/messaging/outbox';
import type { Clock } from '../../infra/time/clock';
import { type CountryConfig, findCountry } from '../../reference/countries';
import type { LoginThrottle } from './login-throttle';
import type { PasswordHasher } from './passwords';
import type { IdentityDb, PlayerRecord, PlayerRepository } from './player-repository';
import type { SessionStore } from './sessions';

/** What every part of the identity domain works with, built once by IdentityService. */
export type IdentityContext = {
  db: IdentityDb;
  clock: Clock;
  outbox: Outbox;
  hasher: PasswordHasher;
  players: PlayerRepository;
  sessions: SessionStore;
  loginThrottle: LoginThrottle;
  siteUrl: string;
  logger: Logger;
};

/**
 * The configuration of a player's stored country. Accounts are only ever created in configured
 * countries, so a missing one means the country table lost a row it must keep: a bug.
 */
export function countryOf(player: PlayerRecord): CountryConfig {
  const country = findCountry(player.countryCode);
  if (!country) throw new Error(`player ${player.id} has country ${player.countryCode}, which is not configured`);
  return country;
}
