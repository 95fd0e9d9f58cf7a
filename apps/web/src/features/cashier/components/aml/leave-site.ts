/**
 * Sends the player to another site in this window (the provider's verification page); the
 * provider brings them back to {lang}/amlinformation. A function of its own, so tests can see it.
 */
export function leaveSiteFor(url: string) {
  window.location.assign(url);
}
