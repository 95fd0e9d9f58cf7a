import { CONTENT_LANGUAGE_OF, type ContentLanguage } from '../languages';

/*
 * The values the site API's schemas are built from, in a module with no schema code: the site
 * imports some of them at run time (the contact form's enquiry types, the page-not-found code),
 * and a bundler that may drop this package's unused modules then leaves the schemas out.
 */

/** Where the platform learnt the visitor's country: the dev override, a trusted edge header, GeoIP or the default. */
export const COUNTRY_SOURCES = ['override', 'edge', 'geoip', 'default'] as const;
export type CountrySource = (typeof COUNTRY_SOURCES)[number];

/** How visitors from a country sign up: pay-and-play, the normal form, or not at all. */
export const REGISTRATION_MODES = ['pay_and_play', 'standard', 'restricted'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** The enquiry types of the contact form (spec 2.14), in the order its drop-down lists them. */
export const ENQUIRY_TYPES = ['account', 'payments', 'bonuses', 'games', 'other'] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/**
 * Limits of the contact form's fields (spec part 2, section 5), in characters: the platform
 * refuses a message over them, and the site's form says so before it is sent.
 */
export const CONTACT_LIMITS = {
  /** First and last name joined with a space. */
  fromNameLengthMax: 130,
  fromEmailLengthMax: 64,
  bodyLengthMax: 5_000,
} as const;

/** The places on the site that show banners (the platform's banner zones). */
export const BANNER_ZONES = [
  'home-guest',
  'home-player',
  'promotions',
  'casino',
  'live-casino',
  'sports-seo',
  'landing',
] as const;
export type BannerZone = (typeof BANNER_ZONES)[number];

/** The spec's errorCode of a page that does not exist (part 2, section 8). */
export const PAGE_NOT_FOUND_ERROR_CODE = 100464;

/** A page's address under {lang}/info/: one or two segments, e.g. 'about' or 'vip/levels'. */
export const URL_PATH_PATTERN = /^[a-z0-9_-]{1,60}(\/[a-z0-9_-]{1,60})?$/;

/** An affiliate id as tracking links carry it (affid). */
export const AFFILIATE_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

/**
 * Every language code a client may ask content in, with the content language it reads: the site's
 * codes and the content languages themselves, so that a key of multilingualUrl (es) can be asked
 * for too.
 */
export const CONTENT_REQUEST_LANGUAGE_OF = { ...CONTENT_LANGUAGE_OF, es: 'es' } as const satisfies Record<
  string,
  ContentLanguage
>;
export type ContentRequestLanguage = keyof typeof CONTENT_REQUEST_LANGUAGE_OF;

/** The codes the content endpoints accept in `language`, in a stable order. */
export const CONTENT_REQUEST_LANGUAGES = Object.keys(CONTENT_REQUEST_LANGUAGE_OF) as [
  ContentRequestLanguage,
  ...ContentRequestLanguage[],
];

/** Limits of a policy acceptance (POST /policies/acceptances). */
export const POLICY_ACCEPTANCE_LIMITS = {
  /** The JSON string of the accepted list, in characters. */
  policiesJsonLengthMax: 4_096,
  /** Entries in one acceptance. */
  policiesPerAcceptanceMax: 20,
  /** A policy type or version id, in characters. */
  policyNameLengthMax: 40,
} as const;
