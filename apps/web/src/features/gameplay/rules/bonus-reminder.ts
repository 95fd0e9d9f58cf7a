/*
 * The bonus reminder banner over the game (spec 2.8): it appears once the bonus balance drops
 * below the balance before it (the player is wagering bonus money) and stays until closed;
 * closing it is remembered (storage key bonusRemainder), so it does not come back.
 */

/** The value stored under bonusRemainder when the player closed the reminder. */
export const BONUS_REMINDER_CLOSED = 'closed';

/** The bonus balance went down between two readings (integer minor units). */
export function bonusDropped(previous: number | null, current: number | null): boolean {
  return previous !== null && current !== null && current < previous;
}

export type BonusReminderInput = {
  minimised: boolean;
  loggedIn: boolean;
  /** The game was opened from a page of the site (it has an origin), not landed on directly. */
  launchedFromApp: boolean;
  /** Split screen on a mobile layout: no room for a banner. */
  dualOnMobile: boolean;
  /** The bonus balance has dropped during this game. */
  bonusDropped: boolean;
  /** The stored bonusRemainder value. */
  stored: string | null;
};

export function showBonusReminder(input: BonusReminderInput): boolean {
  return (
    !input.minimised &&
    input.loggedIn &&
    input.launchedFromApp &&
    !input.dualOnMobile &&
    input.bonusDropped &&
    input.stored === null
  );
}
