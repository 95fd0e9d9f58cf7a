import { QUERY_STRING_WARNING_LENGTH } from './constants';

/*
 * The configuration flattened into an iframe's query string (spec sections 2 and 5): plain keys
 * first in the merchant's order, then `theme_<group>_<key>`, `attributes.<key>` and `user.<key>`.
 * Empty, null and undefined values are left out. Keys that only steer the bootstrapper (the
 * iframe's min-height, the load time-out, the boot token, the lookup's own config and element) are
 * not sent.
 */

type Params = Record<string, unknown>;

const NOT_SENT = ['containerMinHeight', 'initLoadErrorTimeout', 'launchToken', 'lookupConfig', 'domElement'];
const GROUPS = ['theme', 'attributes', 'user'];

/** The configuration as ordered query parameters (values not yet encoded, empty ones still in). */
export function flattenConfig(config: Params): [string, unknown][] {
  const entries: [string, unknown][] = [];
  for (const key of Object.keys(config)) {
    if (!NOT_SENT.includes(key) && !GROUPS.includes(key)) entries.push([key, config[key]]);
  }
  const theme = (config.theme || {}) as Record<string, Params | undefined>;
  for (const group of Object.keys(theme)) {
    for (const key of Object.keys(theme[group] || {})) entries.push([`theme_${group}_${key}`, theme[group]?.[key]]);
  }
  for (const group of ['attributes', 'user']) {
    const values = (config[group] || {}) as Params;
    for (const key of Object.keys(values)) entries.push([`${group}.${key}`, values[key]]);
  }
  return entries;
}

/**
 * A value as query text: objects as JSON (logos per colour mode, tracking pixels, the lookup's
 * userData), lists of plain values comma-separated.
 */
function queryText(value: unknown): string {
  if (typeof value !== 'object') return String(value);
  const list = value as unknown[];
  return Array.isArray(list) && !list.some((item) => typeof item === 'object') ? list.join(',') : JSON.stringify(value);
}

/** Encodes parameters, leaving out empty, null and undefined values and functions. */
export function encodeQuery(entries: [string, unknown][]): string {
  return entries
    .filter(([, value]) => value !== '' && value != null && typeof value !== 'function')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(queryText(value))}`)
    .join('&');
}

/** The query string of a configuration, with the long-query warning. */
export function buildQuery(config: Params, extra: [string, unknown][] = []): string {
  const query = encodeQuery([...flattenConfig(config), ...extra]);
  if (query.length > QUERY_STRING_WARNING_LENGTH) console.warn(queryLengthWarning(query.length));
  return query;
}

export const queryLengthWarning = (length: number) =>
  `Cashier query string is ${length} characters, over the ${QUERY_STRING_WARNING_LENGTH} some browsers accept: pass long attributes through the JavaScript API (api.set) instead.`;
