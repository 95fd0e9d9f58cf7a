/**
 * The embeddable cashier bootstrapper (spec part 1, "Embedded cashier integration"). This package
 * holds its constants today; the bootstrapper itself is built in its own issue and will be a
 * drop-in replacement for PaymentIQ's published `paymentiq-cashier-bootstrapper`.
 */

/** The bootstrapper version the integration reports (spec part 1, section 9). */
export const BOOTSTRAPPER_VERSION = '1.3.29';

/** Default time limit for the cashier iframe to load before ONLOAD_ERROR fires (section 9). */
export const INIT_LOAD_ERROR_TIMEOUT_MS_DEFAULT = 10_000;

/** A query string longer than this logs a warning advising the JavaScript API (section 5). */
export const QUERY_STRING_WARNING_LENGTH = 2_000;
