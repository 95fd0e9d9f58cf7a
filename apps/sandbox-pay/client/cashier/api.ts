import type { MethodView, TransactionKind, TransactionView } from '../../src/payments/cashier-facade';

/*
 * The page's calls to its own server (/cashier-api/). The session token lives only in memory and
 * travels as a header: the page runs in a third-party iframe, where cookies are unreliable.
 */

export const CASHIER_TOKEN_HEADER = 'x-cashier-token';

export type BootUser = {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  currency: string;
  locale: string;
  /** Cash balance in minor units, as the merchant reported it at boot. */
  balance: number;
};

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string; message: string; field?: string };

export type StartRequest = {
  kind: TransactionKind;
  method: string;
  amount: number;
  fields: Record<string, string>;
  instrumentId?: string;
  storeInstrument?: boolean;
  bonusCode?: string;
  /** The site's language, so the provider's pages speak it too. */
  locale?: string;
  /** The cashier's launch query, so a provider page in the same window can send the player back. */
  returnQuery: string;
};

export type CashierApi = ReturnType<typeof createCashierApi>;

export function createCashierApi(base = '/cashier-api', fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  let token: string | null = null;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers[CASHIER_TOKEN_HEADER] = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
      });
    } catch {
      return { ok: false, status: 0, code: 'NETWORK', message: 'network error' };
    }
    const parsed = (await response.json().catch(() => null)) as unknown;
    if (response.ok) return { ok: true, data: parsed as T };
    const error = (parsed as { error?: { code?: unknown; message?: unknown; details?: { field?: unknown } } } | null)
      ?.error;
    const failure: ApiResult<T> = {
      ok: false,
      status: response.status,
      code: typeof error?.code === 'string' ? error.code : 'HTTP_ERROR',
      message: typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`,
    };
    if (typeof error?.details?.field === 'string') failure.field = error.details.field;
    return failure;
  }

  return {
    get hasToken() {
      return token !== null;
    },
    async boot(merchantId: string, userId: string, sessionId: string) {
      const result = await call<{ token: string; expiresAt: string; user: BootUser }>('POST', '/boot', {
        merchantId,
        userId,
        sessionId,
      });
      if (result.ok) token = result.data.token;
      return result;
    },
    methods: (kind: TransactionKind) =>
      call<{ methods: MethodView[] }>('GET', `/methods?kind=${encodeURIComponent(kind)}`),
    start: (request: StartRequest) => call<{ transaction: TransactionView }>('POST', '/transactions', request),
    transaction: (txId: string) =>
      call<{ transaction: TransactionView }>('GET', `/transactions/${encodeURIComponent(txId)}`),
    pendingWithdrawals: () => call<{ transactions: TransactionView[] }>('GET', '/withdrawals/pending'),
    cancelWithdrawal: (txId: string) =>
      call<{ transaction: TransactionView }>('POST', `/withdrawals/${encodeURIComponent(txId)}/cancel`, {}),
    history: (limit = 20) => call<{ transactions: TransactionView[] }>('GET', `/history?limit=${limit}`),
  };
}
