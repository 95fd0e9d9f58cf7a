import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashierGateCode } from '@vauhti/contracts/cashier';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/client';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { storePreviousUrl } from '../../../lib/navigation/previous-url';
import { acceptedPoliciesQuery, ensurePoliciesAccepted } from '../../../lib/policies/policy-check';
import { sessionKeys } from '../../../lib/session/session-queries';
import { getCashierAccess } from '../api/get-cashier-access';
import { getCashierType } from '../api/get-cashier-type';
import { issueCashierToken } from '../api/issue-cashier-token';
import {
  answeredDepositChecks,
  type CashierReady,
  type DepositChecks,
  forgetStartedDepositChecks,
  refusalOf,
  takeDepositChecks,
} from './deposit-checks';

export type CashierKind = 'deposit' | 'withdrawal';

/** The gates the modal answers itself (a notice); the others send the player to another page. */
export type RefusalShown = Extract<CashierGateCode, 'LICENCE_PENDING' | 'ACCOUNT_BLOCKED'>;

export type CashierOpening =
  /** The checks are running. */
  | { status: 'checking' }
  /** A policy must be accepted first: the policy popup shows; the checks run again once it is accepted. */
  | { status: 'policy' }
  /** The player was sent elsewhere (identity verification, channel verification, login, the cashier page). */
  | { status: 'leaving' }
  /** A gate the modal explains itself: the Swedish licence notice, a blocked account. */
  | { status: 'refused'; code: RefusalShown; message: string }
  /** A call failed (network, provider, server): the modal offers to try again. */
  | { status: 'failed'; error: unknown; retry: () => void }
  | ({ status: 'ready' } & CashierReady);

/** The platform's session_expired_sso (401 SESSION_EXPIRED_SSO): the cashier closes with reason session_expired_deposit. */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'SESSION_EXPIRED_SSO' || error.status === 401);
}

/** Where a refused gate sends the player (spec part 1 sections 4 and 5); null when the modal explains it. */
export function refusalTarget(code: CashierGateCode): 'amlverification' | 'otp' | 'myaccount/cashier' | null {
  switch (code) {
    case 'KYC_REQUIRED':
      return 'amlverification';
    case 'CHANNEL_NOT_VERIFIED':
      return 'otp';
    case 'NOT_REAL_ACCOUNT':
      return 'myaccount/cashier';
    case 'LICENCE_PENDING':
    case 'ACCOUNT_BLOCKED':
      return null;
  }
}

type Checked = Exclude<CashierOpening, { status: 'failed' }> | { status: 'failed'; error: unknown };

const CHECKING: Checked = { status: 'checking' };

/** The ready answer of the checks a click started, when it has come (see answeredDepositChecks). */
function answeredReady(): Checked | null {
  const answer = answeredDepositChecks();
  if (answer?.kind !== 'ready') return null;
  const { kind: _ready, ...ready } = answer;
  return { status: 'ready', ...ready };
}

/**
 * The checks a cashier makes as it opens, in the spec's order (part 1 section 4, "Deposit modal
 * opening"; section 5 for the withdrawal): the policy check, then the gates (third-party identity
 * check to {lang}/amlverification, channel verification to {lang}/otp; the Swedish licence and a
 * blocked account are shown in the modal), then the cashier type and the provider's token, with
 * the eligible bonuses for a deposit, all three together. A deposit's checks (deposit-checks.ts)
 * may have started at the click on Deposit, and send their reads at once. A withdrawal asks the
 * type and token first: the hosted cashier makes its own checks. session_expired_sso anywhere ends
 * the session on this page, so the cashier closes and the login page follows (with the cashier's
 * url remembered).
 */
export function useCashierOpening(kind: CashierKind): CashierOpening {
  const queryClient = useQueryClient();
  const location = useLocation();
  // Read through refs: the checks run once per opening (or retry), never again because the page moved.
  const navigation = useRef({ navigate: useNavigate(), localPath: useLocalPath(), pageUrl: '' });
  navigation.current.pageUrl = `${location.pathname}${location.search}`;
  // Checks a click started may have answered while the page rendered the modal: its first render
  // then shows their answer (one render and one layout fewer on the way to step 1).
  const [state, setState] = useState<Checked>(() => (kind === 'deposit' && answeredReady()) || CHECKING);
  const [attempt, setAttempt] = useState(0);
  const [answeredAtMount] = useState(state.status === 'ready');
  useRetryAfterPolicyAccepted(state.status === 'policy', () => setAttempt((count) => count + 1));

  useEffect(() => {
    if (attempt === 0 && answeredAtMount) {
      // The first render showed the answer of the click's checks: they are this opening's, done.
      forgetStartedDepositChecks();
      return;
    }
    let cancelled = false;
    const leave = (path: string) => {
      const { navigate, localPath, pageUrl } = navigation.current;
      storePreviousUrl(pageUrl);
      navigate(localPath(path), { replace: true });
      return { status: 'leaving' } as const;
    };
    const run = async (): Promise<Checked> => {
      if (kind === 'deposit') return depositOpening(await takeDepositChecks(queryClient), leave);
      if (!(await ensurePoliciesAccepted(queryClient))) return { status: 'policy' };
      // A withdrawal asks the type and token first: the hosted cashier makes its own checks.
      const [cashierType, token] = await Promise.all([getCashierType(), issueCashierToken()]);
      const answers = { bonuses: [], depositThresholdNotice: false, playMoneyMinimumMinor: null };
      if (cashierType.cashierType === 'hosted') return { status: 'ready', cashierType: 'hosted', token, ...answers };
      const access = await getCashierAccess(kind);
      const refused = refusalOf(access);
      if (refused) return refusedState(refused, access.message ?? '', leave);
      return { status: 'ready', cashierType: 'internal', ...answers };
    };
    // The same state when already checking (the first run): no render for nothing.
    setState((current) => (current.status === 'checking' ? current : CHECKING));
    run().then(
      (next) => {
        if (!cancelled) setState(next);
      },
      (error: unknown) => {
        if (cancelled) return;
        if (isSessionExpired(error)) {
          // A guest with a cashier url is sent to login by the query-parameter rules (spec 2.2).
          void queryClient.invalidateQueries({ queryKey: sessionKeys.status });
          setState({ status: 'leaving' });
          return;
        }
        setState({ status: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [kind, attempt, queryClient, answeredAtMount]);

  if (state.status === 'failed') return { ...state, retry: () => setAttempt((count) => count + 1) };
  return state;
}

/**
 * While the checks wait for a policy, the policy popup refreshes the accepted list when the player
 * accepts: a change of that list (after the wait began) runs the checks again.
 */
function useRetryAfterPolicyAccepted(waiting: boolean, retry: () => void) {
  const accepted = useQuery({ ...acceptedPoliciesQuery, enabled: waiting });
  const seenAt = useRef<number | null>(null);
  const onAccepted = useRef(retry);
  onAccepted.current = retry;
  useEffect(() => {
    if (!waiting) {
      seenAt.current = null;
      return;
    }
    if (seenAt.current === null) {
      seenAt.current = accepted.dataUpdatedAt;
      return;
    }
    if (accepted.dataUpdatedAt !== seenAt.current) onAccepted.current();
  }, [waiting, accepted.dataUpdatedAt]);
}

/** A deposit's checks as the modal shows them: a refusal the modal does not explain sends the player on. */
function depositOpening(checks: DepositChecks, leave: (path: string) => { status: 'leaving' }): Checked {
  switch (checks.kind) {
    case 'policy':
      return { status: 'policy' };
    case 'refused':
      return refusedState(checks.code, checks.message, leave);
    case 'ready': {
      const { kind: _ready, ...answers } = checks;
      return { status: 'ready', ...answers };
    }
  }
}

function refusedState(code: CashierGateCode, message: string, leave: (path: string) => { status: 'leaving' }): Checked {
  const target = refusalTarget(code);
  if (target !== null) return leave(target);
  return { status: 'refused', code: code as RefusalShown, message };
}
