import { createHash } from 'node:crypto';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json | undefined };

/**
 * The fingerprint of a transfer request, stored beside its idempotency key. Keys are sorted and
 * undefined values dropped, so two requests that mean the same thing hash the same however
 * their objects were built.
 */
export function requestHash(request: { [key: string]: Json | undefined }): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

function canonicalJson(value: Json | undefined): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const fields = Object.keys(value)
    .filter((key) => value[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`);
  return `{${fields.join(',')}}`;
}
