import type { TFunction } from 'i18next';
import { ApiError, NETWORK_ERROR } from './client';

/**
 * The text a player reads for a failed call: the catalogue's apiErrors.<CODE> when there is one
 * (the server's codes are stable), else a generic message. Never the server's English message.
 */
export function errorText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : NETWORK_ERROR;
  const key = `apiErrors.${code}`;
  const text = t(key, { defaultValue: '' });
  if (text) return text;
  if (error instanceof ApiError && error.status === 429) return t('apiErrors.RATE_LIMITED');
  return t('apiErrors.GENERIC');
}
