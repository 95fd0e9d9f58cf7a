import { usePayAndPlayProfilePoll } from '../../hooks/use-paynplay-profile-poll';

/**
 * Mounted by the app shell while a logged-in player's userStatus is play: the spec's profile
 * polling, which sees the account turn real once the first deposit is credited. Shows nothing.
 */
export function PayAndPlaySessionWatch() {
  usePayAndPlayProfilePoll();
  return null;
}
