import type { Logger } from 'pino';
import type { Outbox } from '../../infra/messaging/outbox';
import type { Clock } from '../../infra/time/clock';
import type { AccountStateName } from '../../reference/account-states';
import type { OtpChannel } from '../../reference/countries';
import { AccountFlags } from './account-flags';
import { AccountRestrictions, type SuspendAccountInput } from './account-restrictions';
import { BankIdentityAccounts, type BankIdentityInput } from './bank-identity-accounts';
import { ChannelVerification } from './channel-verification';
import { Credentials } from './credentials';
import type { IdentityContext } from './identity-context';
import type { AccountEventActor, VipLevel } from './identity-tables';
import { Login, type LoginInput } from './login';
import { LoginThrottle, type LoginThrottlePolicy } from './login-throttle';
import { OperatorAccounts, type OperatorPlayerInput } from './operator-accounts';
import { type Argon2Cost, PasswordHasher } from './passwords';
import type { PersonalDetailsInput } from './personal-details';
import { type IdentityDb, PlayerRepository } from './player-repository';
import { type AccountRestrictionDates, accountStateOf } from './player-status';
import { Profiles, type ProfileUpdateInput } from './profile';
import { Registration, type RegistrationStepOneInput } from './registration';
import { type SessionActivity, type SessionContext, type SessionPolicy, SessionStore } from './sessions';

export type IdentityServiceDeps = {
  db: IdentityDb;
  clock: Clock;
  outbox: Outbox;
  logger: Logger;
  siteUrl: string;
  sessions: SessionPolicy;
  login: LoginThrottlePolicy;
  argon2: Argon2Cost;
};

/**
 * The identity domain's one entry point: player accounts, registration, login and sessions,
 * passwords, the profile and account restrictions. Every method returns errors as values
 * ({ ok: false, error: { code, message, field? } }); exceptions mean bugs.
 */
export class IdentityService {
  readonly sessions: SessionStore;
  private readonly registration: Registration;
  private readonly verification: ChannelVerification;
  private readonly login: Login;
  private readonly credentials: Credentials;
  private readonly profiles: Profiles;
  private readonly restrictions: AccountRestrictions;
  private readonly operator: OperatorAccounts;
  private readonly flags: AccountFlags;
  private readonly bankIdentities: BankIdentityAccounts;

  constructor(deps: IdentityServiceDeps) {
    const players = new PlayerRepository(deps.db);
    this.sessions = new SessionStore(deps.db, deps.clock, deps.sessions);
    const context: IdentityContext = {
      db: deps.db,
      clock: deps.clock,
      outbox: deps.outbox,
      hasher: new PasswordHasher(deps.argon2),
      players,
      sessions: this.sessions,
      loginThrottle: new LoginThrottle(deps.db, deps.clock, deps.login),
      siteUrl: deps.siteUrl,
      logger: deps.logger,
    };
    this.registration = new Registration(context);
    this.verification = new ChannelVerification(context);
    this.login = new Login(context);
    this.credentials = new Credentials(context);
    this.profiles = new Profiles(context);
    this.restrictions = new AccountRestrictions(context, this.credentials);
    this.operator = new OperatorAccounts(context);
    this.flags = new AccountFlags(context);
    this.bankIdentities = new BankIdentityAccounts(context);
  }

  // Registration
  registerStepOne(input: RegistrationStepOneInput, session: SessionContext) {
    return this.registration.stepOne(input, session);
  }
  registerStepTwo(playerId: number, input: PersonalDetailsInput) {
    return this.registration.stepTwo(playerId, input);
  }
  sendVerificationCode(playerId: number, channel?: OtpChannel) {
    return this.verification.sendCode(playerId, channel);
  }
  verificationCodeStatus(playerId: number) {
    return this.verification.codeStatus(playerId);
  }
  verifyCode(playerId: number, code: string) {
    return this.verification.verifyCode(playerId, code);
  }
  registrationProgress(playerId: number) {
    return this.registration.progress(playerId);
  }
  isChannelVerified(playerId: number, channel: OtpChannel) {
    return this.registration.isChannelVerified(playerId, channel);
  }

  /** Pay-and-play: the player a bank identified, found by national id or registered from the bank's details. */
  findOrRegisterFromBankIdentity(input: BankIdentityInput) {
    return this.bankIdentities.findOrRegister(input);
  }

  // Login, sessions and passwords
  logIn(input: LoginInput, session: SessionContext & { replacesSessionId?: number }) {
    return this.login.logIn(input, session);
  }
  logInIdentified(playerId: number, session: SessionContext & { replacesSessionId?: number }, executor?: IdentityDb) {
    return this.login.logInIdentified(playerId, session, executor);
  }

  logOut(sessionId: number) {
    return this.login.logOut(sessionId);
  }
  resolveSession(token: string) {
    return this.sessions.resolve(token);
  }
  /** Whether a web session is one of the player's (another domain binds its own sessions to a login). */
  async isSessionOf(sessionId: number, playerId: number): Promise<boolean> {
    return (await this.sessions.openedAt(sessionId, playerId)) !== undefined;
  }
  /** Whether a web session is live now; a cashier session issued from it lives no longer. */
  isSessionActive(sessionId: number): Promise<boolean> {
    return this.sessions.isActive(sessionId);
  }
  /** Which of these web sessions are live now, without sliding their expiry (the live socket asks). */
  activeSessionIds(sessionIds: readonly number[]): Promise<Set<number>> {
    return this.sessions.activeIds(sessionIds);
  }
  /** Play on a web session is activity on it (SessionStore.touch): at most one write a minute. */
  touchSession(activity: SessionActivity) {
    return this.sessions.touch(activity);
  }
  /**
   * The state an account's restrictions give at `now`, for a domain that read them with its own
   * lookup (games' launch tokens): the precedence of a lock, an exclusion and a pause stays here.
   */
  accountStateAt(restrictions: Omit<AccountRestrictionDates, 'lockedReason'>, now: Date): AccountStateName {
    return accountStateOf({ ...restrictions, lockedReason: null }, now).state;
  }
  /** The purge job's call (ADR 0027): sessions, codes and reset links long past use; answers how many. */
  purgeExpired(now: Date, limit: number) {
    return this.sessions.purgeExpired(now, limit);
  }
  changePassword(input: { playerId: number; sessionId: number; currentPassword: string; newPassword: string }) {
    return this.credentials.changePassword(input);
  }
  requestPasswordReset(email: string) {
    return this.credentials.requestReset(email);
  }
  resetPassword(input: { token: string; newPassword: string }) {
    return this.credentials.resetPassword(input);
  }

  // Profile
  /** With the session the player asks from, the profile also tells whether this is their first visit. */
  readProfile(playerId: number, sessionId?: number) {
    return this.profiles.read(playerId, sessionId);
  }
  updateProfile(playerId: number, input: ProfileUpdateInput, sessionId?: number) {
    return this.profiles.update(playerId, input, sessionId);
  }

  // Account state
  pauseAccount(playerId: number, until: Date, options?: { actor?: AccountEventActor; reason?: string }) {
    return this.restrictions.pauseAccount(playerId, until, options);
  }
  selfExclude(playerId: number, until: Date, options?: { actor?: AccountEventActor; reason?: string }) {
    return this.restrictions.selfExclude(playerId, until, options);
  }
  lock(playerId: number, reason: string, actor?: AccountEventActor) {
    return this.restrictions.lock(playerId, reason, actor);
  }
  unlock(playerId: number, actor?: AccountEventActor) {
    return this.restrictions.unlock(playerId, actor);
  }
  suspendAccount(input: SuspendAccountInput) {
    return this.restrictions.suspendAccount(input);
  }
  markRealMoney(playerId: number, executor?: IdentityDb) {
    return this.restrictions.markRealMoney(playerId, executor);
  }

  // Operator
  createPlayerByOperator(input: OperatorPlayerInput) {
    return this.operator.createPlayer(input);
  }
  listPlayers(page: { limit: number; afterPlayerId?: number }) {
    return this.operator.listPlayers(page);
  }
  findPlayerByEmail(email: string) {
    return this.operator.findPlayerByEmail(email);
  }
  getPlayer(playerId: number) {
    return this.operator.getPlayer(playerId);
  }

  // Account flags the operator sets and the site header reads
  levelTags(playerId: number) {
    return this.flags.levelTags(playerId);
  }
  setVipLevel(playerId: number, level: VipLevel | null, operator: string) {
    return this.flags.setVipLevel(playerId, level, operator);
  }
  setMigrationRequired(playerId: number, required: boolean, operator: string) {
    return this.flags.setMigrationRequired(playerId, required, operator);
  }
}
