import { checkDepositAmount, checkWithdrawalAmount, feeFor } from '@vauhti/money';
import type { PayKysely } from '../database/pay-database';
import { cardOutcomeKey, formatExpiry, maskCardNumber } from './card-rules';
import type { MethodLimits, StartTransaction, TransactionKind } from './cashier-facade';
import { validateFields } from './field-validation';
import { availability, fieldsFor, type MethodDefinition, methodDefinition } from './methods';

/** What the provider API adds to the hosted cashier's request. */
export type CoreStartRequest = StartTransaction & {
  merchantTxId?: string;
  threeDsReferenceId?: string;
  /** When known, the method must be offered in this country. */
  country?: string;
};

export type StartProblem = { ok: false; code: string; message: string; field?: string };

/** A request that passed every check, with what the row needs; the raw card data is gone. */
export type ValidatedStart = {
  ok: true;
  definition: MethodDefinition;
  limits: MethodLimits;
  fee: number;
  maskedAccount: string | null;
  cardExpiry: string | null;
  outcomeKey: string | null;
  instrumentId: string | null;
  storeInstrument: boolean;
};

const CARD_FIELDS_OF_SAVED_CARD = ['cardNumber', 'expiryMonth', 'expiryYear', 'holderName'];
/** No withdrawable balance is known here: the merchant's authorize checks it (INSUFFICIENT_FUNDS). */
const WITHDRAWABLE_UNKNOWN = Number.MAX_SAFE_INTEGER;

/**
 * Checks a start request: the method is offered, the amount is within its limits, the form is
 * complete and well-formed (Luhn, expiry, CVV), a saved instrument is the player's own, and a
 * 3-D Secure reference (when given) has been collected. Every problem names its field.
 */
export async function validateStart(
  kysely: PayKysely,
  request: CoreStartRequest,
  now: Date,
): Promise<ValidatedStart | StartProblem> {
  const definition = methodDefinition(request.method);
  if (!definition)
    return problem('METHOD_UNKNOWN', `method ${request.method} is not a method of this provider`, 'method');
  const offered = availability(definition, request.kind, request.currency, request.country);
  if (!offered.ok) return problem(offered.code, offered.message, 'method');
  const amountProblem = checkAmount(request.kind, request.amount, request.currency, offered.limits);
  if (amountProblem) return amountProblem;

  let instrument: { masked_account: string; expiry: string | null; outcome_key: string | null } | undefined;
  if (request.instrumentId) {
    instrument = await kysely
      .selectFrom('instruments')
      .select(['masked_account', 'expiry', 'outcome_key'])
      .where('instrument_id', '=', request.instrumentId)
      .where('user_id', '=', request.userId)
      .where('method', '=', request.method)
      .executeTakeFirst();
    if (!instrument) {
      return problem(
        'INSTRUMENT_NOT_FOUND',
        'instrumentId is not a saved instrument of this player and method',
        'instrumentId',
      );
    }
  }
  // A saved card needs only its CVV again; other saved accounts need nothing.
  const skip = instrument
    ? definition.page === 'card'
      ? CARD_FIELDS_OF_SAVED_CARD
      : fieldsFor(definition, request.kind).map((f) => f.name)
    : [];
  const checked = validateFields(fieldsFor(definition, request.kind), request.fields, now, { skip });
  if (!checked.ok) return problem(checked.code, checked.message, checked.field);

  if (request.threeDsReferenceId) {
    const collected = await kysely
      .selectFrom('threeds_references')
      .select('collected_at')
      .where('reference_id', '=', request.threeDsReferenceId)
      .where('user_id', '=', request.userId)
      .executeTakeFirst();
    if (!collected?.collected_at) {
      return problem(
        'THREEDS_NOT_COLLECTED',
        '3-D Secure device data collection has not completed for threeDsReferenceId',
        'threeDsReferenceId',
      );
    }
  }

  const account = describeAccount(checked.values, instrument);
  return {
    ok: true,
    definition,
    limits: offered.limits,
    fee: feeFor(request.amount, offered.limits, request.currency, { piqGroup: definition.piqGroup }),
    ...account,
    instrumentId: request.instrumentId ?? null,
    storeInstrument: definition.page === 'card' && !instrument && request.storeInstrument === true,
  };
}

function checkAmount(
  kind: TransactionKind,
  amount: number,
  currency: string,
  limits: MethodLimits,
): StartProblem | undefined {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    return problem('INVALID_AMOUNT', 'amount must be a positive whole number of minor units', 'amount');
  }
  const check =
    kind === 'deposit'
      ? checkDepositAmount(amount, currency, limits)
      : checkWithdrawalAmount(amount, currency, limits, WITHDRAWABLE_UNKNOWN);
  if (check.ok) return undefined;
  const range =
    check.maxMinor === null ? `at least ${check.minMinor}` : `between ${check.minMinor} and ${check.maxMinor}`;
  return problem(check.code, `amount must be ${range} minor units of ${currency} for this method`, 'amount');
}

/** The masked account and the card facts that may be kept; nothing else of the form survives. */
function describeAccount(
  values: Record<string, string>,
  instrument: { masked_account: string; expiry: string | null; outcome_key: string | null } | undefined,
) {
  if (instrument) {
    return {
      maskedAccount: instrument.masked_account,
      cardExpiry: instrument.expiry,
      outcomeKey: instrument.outcome_key,
    };
  }
  const card = values.cardNumber;
  if (card) {
    return {
      maskedAccount: maskCardNumber(card),
      cardExpiry: formatExpiry(Number(values.expiryMonth), Number(values.expiryYear)),
      outcomeKey: cardOutcomeKey(card),
    };
  }
  const account =
    values.email ?? maskMiddle(values.iban) ?? maskMiddle(values.phone) ?? maskMiddle(values.venusPointId) ?? null;
  return { maskedAccount: account, cardExpiry: null, outcomeKey: values.bank ?? null };
}

/** SE4550000000058398257466 → SE45****7466. */
export function maskMiddle(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return value.length <= 8 ? `****${value.slice(-4)}` : `${value.slice(0, 4)}****${value.slice(-4)}`;
}

function problem(code: string, message: string, field?: string): StartProblem {
  return field === undefined ? { ok: false, code, message } : { ok: false, code, message, field };
}
