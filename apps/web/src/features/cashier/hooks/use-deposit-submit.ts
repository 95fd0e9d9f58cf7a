import { useCallback, useState } from 'react';
import { makeProviderTransaction } from '../api/make-provider-transaction';
import { makeTransaction } from '../api/make-transaction';
import type { ProviderStepStart } from '../components/deposit/step2/ProviderStep';
import { cardFieldsOf, EMPTY_CARD_FORM, savedCardsOf } from '../rules/card-fields';
import { amountMinorOf } from '../rules/deposit-amounts';
import { cardAnswerNext, providerAnswerNext, type StepOneNext } from '../rules/deposit-answer';
import type { DepositFormValues } from '../rules/deposit-form';
import { type DepositMethod, isCardMethod } from '../rules/deposit-methods';
import { cardTransactionBody, providerTransactionBody } from '../rules/deposit-payload';
import { methodFieldValues } from '../rules/method-fields';
import { isPayAndPlayType } from '../rules/paynplay-deposit';
import type { SentDeposit } from './use-deposit-flow';
import { useDepositSessionExpiry } from './use-deposit-session-expiry';
import { rememberPayAndPlayDeposit } from './use-paynplay-start';

type Sent = { next: StepOneNext; sent: SentDeposit };

/** A card deposit: make transaction; its 3-D Secure goes on in step 2 with the card kept in memory. */
async function sendCard(method: DepositMethod, values: DepositFormValues, basics: Basics): Promise<Sent> {
  const card = cardFieldsOf({ ...EMPTY_CARD_FORM, ...values.card }, savedCardsOf(method));
  const response = await makeTransaction(cardTransactionBody(basics, card));
  const next = cardAnswerNext(response, basics);
  const start: ProviderStepStart | null =
    next.kind === 'providerStep'
      ? {
          kind: 'card',
          response,
          card,
          method: method.key,
          amountMinor: basics.amountMinor,
          frameHeight: method.frameHeight,
        }
      : null;
  return { next, sent: { ...basics, start } };
}

/** Any other method: make provider transaction with the method's own form values. */
async function sendProvider(method: DepositMethod, values: DepositFormValues, basics: Basics): Promise<Sent> {
  const fields = methodFieldValues(method.fields, values.fields ?? {});
  const response = await makeProviderTransaction(providerTransactionBody(basics, fields));
  const next = providerAnswerNext(response, basics);
  // A bank deposit of a pay-and-play country returns to the pay-and-play return page when the bank
  // took the whole window (a blocked popup): that page finds the deposit by what is kept here.
  if (next.kind === 'providerStep' && response.txnId && isPayAndPlayType(method.key)) {
    rememberPayAndPlayDeposit(response.txnId, {
      amountMinor: basics.amountMinor,
      currency: basics.currency,
      method: method.key,
      acceptedPolicies: [],
    });
  }
  const start: ProviderStepStart | null =
    next.kind === 'providerStep'
      ? {
          kind: 'provider',
          response,
          method: method.key,
          amountMinor: basics.amountMinor,
          redirectKind: method.redirectKind,
          frameHeight: method.frameHeight,
          methodName: method.displayName,
        }
      : null;
  return { next, sent: { ...basics, start } };
}

type Basics = { method: string; amountMinor: number; currency: string; bonusCode: string };

/**
 * Sends step 1 (spec part 1 section 4): the card's make transaction or the provider transaction.
 * While it runs the pay button stays disabled; the answer goes to `onAnswer`. A refused call (a
 * field the platform named, the provider unavailable) comes back as `error` for the form to show;
 * session_expired_sso ends the session.
 */
export function useDepositSubmit(
  methods: readonly DepositMethod[],
  currency: string,
  onAnswer: (next: StepOneNext, sent: SentDeposit) => void,
) {
  const endSession = useDepositSessionExpiry();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = useCallback(
    async (values: DepositFormValues) => {
      const method = methods.find((candidate) => candidate.key === values.method);
      const amountMinor = amountMinorOf(values.amount, currency);
      // The schema passed, so both are there; this only narrows the types.
      if (!method || amountMinor === null) return;
      const basics = { method: method.key, amountMinor, currency, bonusCode: values.bonusCode.trim() };
      setSending(true);
      setError(null);
      try {
        const { next, sent } = isCardMethod(method)
          ? await sendCard(method, values, basics)
          : await sendProvider(method, values, basics);
        onAnswer(next, sent);
      } catch (failure) {
        if (!endSession(failure)) setError(failure);
      } finally {
        setSending(false);
      }
    },
    [methods, currency, onAnswer, endSession],
  );

  return { submit, sending, error };
}
