/*
 * The messages between the site's sportsbook page and the vendor's sportsbook in its iframe
 * (contracts/sportsbook.md, spec part 2 section 7): plain objects sent with window.postMessage,
 * `type` named exactly as the specification writes it. Each side checks `event.origin` against
 * the configured partner origin, then parses the message with these schemas and ignores what does
 * not match, so a message of another shape is dropped, never half-read.
 *
 * zod/mini, not zod: the site's bundle and the vendor's page carry these schemas, and zod/mini
 * leaves out of them every part of Zod they do not use.
 */
import * as z from 'zod/mini';

/** The iframe's height (px) until the vendor reports its content height (spec part 2 section 9). */
export const SPORTSBOOK_FRAME_HEIGHT_DEFAULT = 600;
/** A shared bet slip's code, as the site's `{lang}/shared-code/{code}` route accepts it. */
export const SPORTSBOOK_BET_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Pixels, bounded so a hostile frame cannot make the page lay out an absurd height. */
const pixels = z.number().check(z.minimum(0), z.maximum(1_000_000));

// Iframe to page.

/** The vendor app can take messages; the page sends nothing before it. */
export const SportsbookReadyMessageSchema = z.object({ type: z.literal('ready') });
/** The content height in px; the page sizes the iframe to it. */
export const SportsbookSizeMessageSchema = z.object({ type: z.literal('ext.sportsbook.size'), height: pixels });
/** How many selections the bet slip holds; the page's floating button shows 99+ above 99. */
export const SportsbookBetslipCountMessageSchema = z.object({
  type: z.literal('betslipCount'),
  count: z.int().check(z.minimum(0)),
});
/** A guest tried to bet: the page sends the visitor to login and back. */
export const SportsbookLogonMessageSchema = z.object({ type: z.literal('logon') });

/** Every message the vendor's iframe sends to the page. */
export const SportsbookFrameMessageSchema = z.discriminatedUnion('type', [
  SportsbookReadyMessageSchema,
  SportsbookSizeMessageSchema,
  SportsbookBetslipCountMessageSchema,
  SportsbookLogonMessageSchema,
]);

export type SportsbookFrameMessage = z.infer<typeof SportsbookFrameMessageSchema>;

// Page to iframe: sent only after `ready`, and not while a token call is running.

/** The player's sportsbook token after login and after each refresh; the empty string on logout. */
export const SportsbookSetTokenMessageSchema = z.object({
  type: z.literal('setToken'),
  authtoken: z.string().check(z.maxLength(4_096)),
});
export const SportsbookToggleSidebarMessageSchema = z.object({ type: z.literal('toggleSidebar') });
export const SportsbookOpenBetslipMessageSchema = z.object({ type: z.literal('openBetslip') });
export const SportsbookOpenMyBetsMessageSchema = z.object({ type: z.literal('openMyBets') });
/** The page's scroll and its header's height, so sticky vendor parts sit under the site header. */
export const SportsbookOnScrollMessageSchema = z.object({
  type: z.literal('onScroll'),
  currentScroll: pixels,
  headerHeight: pixels,
});
/** The site's language code (en, fi, ...), as the iframe address carries it. */
export const SportsbookSetLanguageMessageSchema = z.object({
  type: z.literal('setLanguage'),
  language: z.string().check(z.regex(/^[a-z]{2}$/, 'a two-letter language code such as en')),
});
/** The ISO 4217 code of the player's money. */
export const SportsbookSetCurrencyMessageSchema = z.object({
  type: z.literal('setCurrency'),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as EUR')),
});
/** Loads a shared bet slip (the site's `{lang}/shared-code/{code}` route). */
export const SportsbookSetBetCodeMessageSchema = z.object({
  type: z.literal('setBetCode'),
  betcode: z.string().check(z.regex(SPORTSBOOK_BET_CODE_PATTERN, 'a shared bet code')),
});
/** Opens a sport, league or event: a path of the vendor's app. */
export const SportsbookDeepLinkMessageSchema = z.object({
  type: z.literal('deepLink'),
  path: z.string().check(z.minLength(1), z.maxLength(2_048)),
});

/** Every message the page sends to the vendor's iframe. */
export const SportsbookPageMessageSchema = z.discriminatedUnion('type', [
  SportsbookSetTokenMessageSchema,
  SportsbookToggleSidebarMessageSchema,
  SportsbookOpenBetslipMessageSchema,
  SportsbookOpenMyBetsMessageSchema,
  SportsbookOnScrollMessageSchema,
  SportsbookSetLanguageMessageSchema,
  SportsbookSetCurrencyMessageSchema,
  SportsbookSetBetCodeMessageSchema,
  SportsbookDeepLinkMessageSchema,
]);

export type SportsbookPageMessage = z.infer<typeof SportsbookPageMessageSchema>;

/** A message event's data from the vendor's iframe, or null when it is not one of its messages. */
export function parseSportsbookFrameMessage(data: unknown): SportsbookFrameMessage | null {
  const parsed = SportsbookFrameMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** A message event's data from the site's page, or null when it is not one of its messages. */
export function parseSportsbookPageMessage(data: unknown): SportsbookPageMessage | null {
  const parsed = SportsbookPageMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
