/*
 * The integration's constants (spec part 1, section 9). Kept in a module of their own so the
 * browser code and the ESM entry share them.
 */

/** The bootstrapper version the integration reports (attributes.bootstrapVersion). */
export const BOOTSTRAPPER_VERSION = '1.3.29';

/** Default time limit for the cashier iframe to load before ONLOAD_ERROR fires. */
export const INIT_LOAD_ERROR_TIMEOUT_MS_DEFAULT = 10_000;

/** A query string longer than this logs a warning advising the JavaScript API (section 5). */
export const QUERY_STRING_WARNING_LENGTH = 2_000;

/** How often the device-id sender looks for the fingerprint. */
export const DEVICE_ID_POLL_MS = 50;

/** The most set/css calls kept while the cashier is still loading. */
export const PENDING_CALLS_MAX = 50;

/** The lookup iframe's height until its first PIQ_LOOKUP_REPORT_HEIGHT. */
export const LOOKUP_INITIAL_HEIGHT = '250px';

/** The checkout client's version path when the lookupConfig names none. */
export const LOOKUP_VERSION_DEFAULT = 'master';
