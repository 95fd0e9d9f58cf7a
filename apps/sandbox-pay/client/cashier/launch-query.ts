import type { TransactionKind } from '../../src/payments/cashier-facade';
import { originOf } from '../shared/messages';
import { type ThemeMode, themeModeOf, themeQueryOf, themeVariables } from '../shared/theme';

/**
 * What the bootstrapper put in the cashier's query: its configuration flattened (merchantId,
 * userId, sessionId, locale, method, environment, `user.<key>`, `attributes.<key>` with hostUri
 * and bootstrapVersion, `theme_<group>_<key>`, themeMode), plus `resumeTxId` when a provider page in the same
 * window sent the player back.
 */
export type LaunchQuery = {
  merchantId: string;
  userId: string;
  sessionId: string;
  /** The site's language for the player; null leaves it to the merchant's profile (verifyuser). */
  locale: string | null;
  /**
   * The payment method to preselect (CREDITCARD), when the merchant named one. PaymentIQ's own
   * `method` option is the cashier's kind (`deposit` or `withdrawal`): those words choose the kind.
   */
  method: string | null;
  kind: TransactionKind;
  environment: string | null;
  /** The merchant page's origin: the only origin the cashier talks to. */
  hostOrigin: string | null;
  bootstrapVersion: string | null;
  /** A default amount in major units, when the merchant passed one. */
  amount: number | null;
  bonusCode: string | null;
  user: Record<string, string>;
  attributes: Record<string, string>;
  theme: Record<string, string>;
  /** PaymentIQ's themeMode (light or dark), for the page's colour scheme; null keeps the light default. */
  themeMode: ThemeMode | null;
  /** The theme's query values (and themeMode), passed on to the provider pages this cashier opens. */
  themeQuery: [string, string][];
  resumeTxId: string | null;
};

export type LaunchQueryResult = { ok: true; query: LaunchQuery } | { ok: false; missing: string[] };

const REQUIRED = ['merchantId', 'userId', 'sessionId'] as const;
const WITHDRAWAL_WORDS = new Set(['withdrawal', 'withdraw', 'payout', 'cashout']);

export function parseLaunchQuery(search: string): LaunchQueryResult {
  const query = new URLSearchParams(search);
  const missing = REQUIRED.filter((name) => !(query.get(name) ?? '').trim());
  if (missing.length > 0) return { ok: false, missing };
  const user = prefixed(query, 'user.');
  const attributes = prefixed(query, 'attributes.');
  const methodWord = (query.get('method') ?? '').trim().toLowerCase();
  const methodIsKind = methodWord === 'deposit' || WITHDRAWAL_WORDS.has(methodWord);
  const kindWord = (
    query.get('type') ??
    query.get('cashierType') ??
    attributes.type ??
    (methodIsKind ? methodWord : '')
  ).toLowerCase();
  return {
    ok: true,
    query: {
      merchantId: (query.get('merchantId') ?? '').trim(),
      userId: (query.get('userId') ?? '').trim(),
      sessionId: (query.get('sessionId') ?? '').trim(),
      locale: nonEmpty(query.get('locale') ?? user.locale),
      method: methodIsKind ? null : (nonEmpty(query.get('method'))?.toUpperCase() ?? null),
      kind: WITHDRAWAL_WORDS.has(kindWord) ? 'withdrawal' : 'deposit',
      environment: nonEmpty(query.get('environment')),
      hostOrigin: originOf(attributes.hostUri ?? query.get('hostUri')),
      bootstrapVersion: attributes.bootstrapVersion ?? null,
      amount: positiveNumber(query.get('amount') ?? attributes.amount ?? null),
      bonusCode: nonEmpty(attributes.bonusCode ?? query.get('bonusCode')),
      user,
      attributes,
      theme: themeVariables(query),
      themeMode: themeModeOf(query),
      themeQuery: themeQueryOf(query),
      resumeTxId: /^\d{1,30}$/.test(query.get('resumeTxId') ?? '') ? query.get('resumeTxId') : null,
    },
  };
}

/** The launch query without the resume marker, for the return address of a same-window provider page. */
export function returnQueryOf(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('resumeTxId');
  return query.toString();
}

function prefixed(query: URLSearchParams, prefix: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of query) {
    if (name.startsWith(prefix) && name.length > prefix.length) values[name.slice(prefix.length)] = value;
  }
  return values;
}

function nonEmpty(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed.length > 0 ? trimmed : null;
}

function positiveNumber(value: string | null): number | null {
  if (value === null || !/^\d{1,9}(\.\d{1,3})?$/.test(value.trim())) return null;
  const amount = Number(value);
  return amount > 0 ? amount : null;
}
