import type { CountrySource } from '@vauhti/contracts/site';
import { findCountry } from '../../reference/countries';
import { fieldError, type Result, success } from './compliance-errors';
import { geoIpCountry } from './geoip';
import { countryCodeOf } from './region-codes';

/** The cookie the dev panel sets to put a tester in another country (read only with the dev tools). */
export const COUNTRY_OVERRIDE_COOKIE = 'vauhti_country';

export type CountryPolicy = {
  /** The development tools are on (development, or a test kit's choice): only then is the override read. */
  devTools: boolean;
  /** Lower-case name of the header a trusted edge (CDN, load balancer) sets, e.g. cf-ipcountry. */
  headerName: string;
  /** Only an edge that strips the header from visitors' requests may be trusted. */
  trustHeader: boolean;
  defaultCode: string;
};

/** What a request tells about where its sender is. */
export type CountryClues = {
  overrideCookie: string | undefined;
  edgeHeader: string | string[] | undefined;
  ip: string;
};

export type RequestCountry = { code: string; source: CountrySource };

/**
 * The country a request comes from, first match wins: with the dev tools on, the dev panel's
 * override (a country the platform knows); the trusted edge's header (any real country, known
 * or not); the client IP through the embedded GeoIP table; the configured default. Loopback and
 * private addresses locate no one, so they fall through to the default.
 */
export function resolveRequestCountry(
  clues: CountryClues,
  policy: CountryPolicy,
  locate: (ip: string) => string | undefined = geoIpCountry,
): RequestCountry {
  if (policy.devTools && clues.overrideCookie !== undefined) {
    const override = findCountry(clues.overrideCookie);
    if (override) return { code: override.code, source: 'override' };
  }
  if (policy.trustHeader) {
    const header = Array.isArray(clues.edgeHeader) ? clues.edgeHeader[0] : clues.edgeHeader;
    const edge = countryCodeOf(header);
    if (edge) return { code: edge, source: 'edge' };
  }
  const located = locate(clues.ip);
  if (located) return { code: located, source: 'geoip' };
  return { code: policy.defaultCode, source: 'default' };
}

/** The dev panel's override: a country the platform lists, or null to clear it. */
export function checkOverrideCountry(raw: string | null): Result<string | null> {
  if (raw === null) return success(null);
  const country = findCountry(raw);
  if (!country) {
    return fieldError(
      'FIELD_INVALID',
      'countryCode',
      'countryCode must be a country the platform lists (GET /countries)',
    );
  }
  return success(country.code);
}
