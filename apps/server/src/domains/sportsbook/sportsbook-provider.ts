/*
 * What the platform will need from a sportsbook vendor (architecture section 4: providers are
 * adapters), declared before apps/sandbox-sports grows so that the sportsbook issue implements it
 * rather than writing the sandbox's scheme into the domain. Nothing implements or wires it yet
 * (see README.md); ADR 0026 records why it exists now.
 *
 * Sources: ../shared/contracts/sportsbook.md (the iframe protocol, tokens) and spec part 2,
 * sections 2.10, 3, 4 and 7 (availability, get auth token, refresh token). The vendor moves money
 * only through the seamless wallet, so nothing here touches a balance.
 */

/** Which variant of the vendor's page the iframe loads (the contract's optional `region`). */
export type SportsbookRegion = 'mobile' | 'desktop';

/** The player's sportsbook session as the platform holds it, for the vendor. */
export type SportsbookSession = {
  /**
   * The platform's own token for this player (opaque, issued and revoked by the platform like a
   * game launch token, bound to `walletProviderId`): the vendor exchanges it through the seamless
   * wallet's `authenticate`.
   */
  platformToken: string;
  /** When the platform stops accepting `platformToken`. */
  expiresAt: Date;
  playerId: number;
  /** ISO 4217 code of the player's money. */
  currency: string;
  /** A content language. */
  language: string;
  /** ISO 3166-1 alpha-2 code of the request's country. */
  country: string;
};

/** The spec's token response (part 2 section 3): what the site sends the iframe with `setToken`. */
export type SportsbookAuthToken = {
  authToken: string;
  vendorParams: {
    /** Seconds until the site must refresh (it checks every second, spec part 2 section 4). */
    tokenExpiry: number;
  };
};

/**
 * A vendor call's outcome. SPORTSBOOK_UNAVAILABLE: no answer (network error, time-out, a 5xx), so
 * the outcome is unknown; SPORTSBOOK_REFUSED: the vendor's own refusal, with its message.
 */
export type SportsbookResult<T> =
  | { ok: true; value: T }
  | { ok: false; code: 'SPORTSBOOK_UNAVAILABLE' | 'SPORTSBOOK_REFUSED'; message: string };

export type SportsbookProvider = {
  /**
   * The id the vendor calls the seamless wallet with (`X-Provider-Id`, one of WALLET_PROVIDERS):
   * the platform binds its tokens to it, as the games domain binds launch tokens to the game
   * provider.
   */
  readonly walletProviderId: string;
  /** The origin the site posts to and accepts the iframe's messages from (`event.origin`). */
  readonly frameOrigin: string;
  /**
   * The vendor's part of spec part 2 section 7's "sportsbook availability": whether it takes
   * players now. The platform's own rules (country, maintenance, account) come on top.
   */
  isAvailable(): Promise<SportsbookResult<boolean>>;
  /**
   * The iframe address for a language and region; nothing secret, since the token travels by
   * message. The site asks again when the language or the body width class changes.
   */
  frameUrl(input: { language: string; region?: SportsbookRegion }): string;
  /**
   * The token the iframe gets for a logged-in player ("get auth token"). A vendor that takes the
   * platform's token as it is answers it with its remaining lifetime; one that keeps sessions of
   * its own opens one for it.
   */
  authToken(session: SportsbookSession): Promise<SportsbookResult<SportsbookAuthToken>>;
  /**
   * A fresh token before the current one expires ("refresh token", which sends the current
   * `authToken`); `session` carries the platform's renewed token.
   */
  refreshToken(input: {
    authToken: string;
    session: SportsbookSession;
  }): Promise<SportsbookResult<SportsbookAuthToken>>;
};
