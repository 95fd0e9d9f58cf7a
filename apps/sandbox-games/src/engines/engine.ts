/**
 * The contract between the game mathematics and the provider server. An engine is pure: every
 * function takes the data it needs (config, state, an Rng) and returns new data, so the server can
 * persist `state` after each step and resume a round after a restart. All money is integer minor
 * units. View shapes are documented in ./README.md.
 */

/** A source of uniform integers in [0, maxExclusive). The server passes the CSPRNG (../rng). */
export interface Rng {
  int(maxExclusive: number): number;
}

export type EngineKind = 'paylines' | 'ways' | 'classic' | 'roulette' | 'blackjack' | 'video-poker' | 'baccarat';

export type Volatility = 'low' | 'medium' | 'high';

export type StepResult<State, View> = {
  /** JSON-serialisable; persisted by the server between steps (recovery). */
  state: State;
  /** Minor units debited at this step (0 for most; blackjack double/split). */
  extraStake: number;
  /** The round is finished. */
  done: boolean;
  /** Total minor units won by the round (only meaningful when done). */
  win: number;
  /** JSON for the client to display. */
  view: View;
};

export type EngineError = { error: string };

export interface GameEngine<Config, Bet, State, Action, View> {
  kind: EngineKind;
  /** `stake` is the total debit at the start of the round. */
  validateBet(config: Config, stake: number, bet: unknown): Bet | EngineError;
  start(config: Config, stake: number, bet: Bet, rng: Rng): StepResult<State, View>;
  /** `action` is the client's body, e.g. `{ action: 'hit' }` or `{ action: 'draw', holds: [...] }`. */
  act(config: Config, state: State, action: unknown, rng: Rng): StepResult<State, View> | EngineError;
  /** Checks an action body without playing it (`act` calls it too); slots have no actions. */
  parseAction(action: unknown): Action | EngineError;
  /** Theoretical return to player as a fraction, e.g. 0.9612; exact where feasible. */
  theoreticalRtp(config: Config): number;
  /** Paytable and rules data for the client's rules screen. */
  rules(config: Config): unknown;
  /** Valid total stakes (slots) or chip values (tables) within [minStakeMinor, maxStakeMinor], ascending. */
  stakeSteps(config: Config, minStakeMinor: number, maxStakeMinor: number): number[];
}

/**
 * An engine with its types erased, for code that picks an engine by kind at run time. Method
 * parameters are bivariant in TypeScript, so every concrete engine is assignable to it; the config
 * handed to it must come from the same maths entry (see ./maths.ts).
 */
export type AnyGameEngine = GameEngine<unknown, unknown, unknown, unknown, unknown>;

export function isEngineError(value: unknown): value is EngineError {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string';
}

/** Reads the action name from `{ action: 'hit', ... }` or a bare `'hit'`. */
export function actionName(action: unknown): string | null {
  if (typeof action === 'string') return action;
  if (typeof action === 'object' && action !== null) {
    const name = (action as { action?: unknown }).action;
    if (typeof name === 'string') return name;
  }
  return null;
}

/** A positive safe integer: the only shape an amount of money may take. */
export function isPositiveAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * The act and parseAction of a game whose round ends with its first step (slots, roulette,
 * baccarat): any further action is refused with the same message.
 */
export function singleStepRound(game: string) {
  const refuse = (): EngineError => ({ error: `a ${game} round has no actions` });
  return { act: refuse, parseAction: refuse };
}
