import type { MethodField, UsedInstrument, WithdrawalBody } from '@vauhti/contracts/cashier';
import { currencyExponent, formatDecimalAmount } from '@vauhti/money';
import { fieldValuesOf } from './withdrawal-fields';
import type { WithdrawalMethod } from './withdrawal-methods';

/*
 * The withdrawal payload (spec part 1 section 3, "Withdrawal payload"; the platform's
 * WithdrawalBodySchema): paymentMethod and depositAmount with exactly two decimals for every
 * method, then what the method adds. What the platform does with each (player-cashier-withdrawals
 * .ts withdrawalFieldsOf): a saved card's creditCardID and a saved account's instrumentId must be
 * the player's own; emailAddress becomes the provider's email field (Trustly always gets the
 * profile's address); accountNumber becomes the iban field; form fields pass under their own
 * names; only fields the method declares reach the provider.
 */

/** Zimpler's comments when the player leaves none. */
export const NO_COMMENTS_MARKER = 'NO_COMMENTS';
/** The txnType that marks a universal method's payload (its own form fields). */
export const UNIVERSAL_TXN_TYPE = 'UNIVERSAL';

const PAYLOAD_DECIMALS = 2;

/**
 * An amount with exactly two decimals ("50.00"; JPY 1000 → "1000.00"), as the platform reads
 * payload amounts. Whole amounts are exact in every currency; a fraction the two decimals cannot
 * hold (0.005 KWD) is a caller bug.
 */
export function payloadAmountOf(amountMinor: number, currency: string): string {
  const [whole = '0', decimals = ''] = formatDecimalAmount(amountMinor, currency).split('.');
  if (decimals.slice(PAYLOAD_DECIMALS).replace(/0/g, '') !== '') {
    throw new RangeError(`${amountMinor} minor units of ${currency} do not fit two decimals`);
  }
  const exponent = currencyExponent(currency);
  const kept = exponent >= PAYLOAD_DECIMALS ? decimals.slice(0, PAYLOAD_DECIMALS) : decimals;
  return `${whole}.${kept.padEnd(PAYLOAD_DECIMALS, '0')}`;
}

export type WithdrawalPayloadInput = {
  method: WithdrawalMethod;
  amountMinor: number;
  currency: string;
  /** The saved card or account chosen to pay out to; null to use the method's own form. */
  savedAccount: UsedInstrument | null;
  /** What the player typed into the method's form, by field name. */
  formValues: Readonly<Record<string, string>>;
  /** The profile's e-mail address (Trustly's emailAddress). */
  profileEmail: string;
};

type MethodRule = (context: {
  body: WithdrawalBody;
  fields: Record<string, string>;
  profileEmail: string;
  savedAccount: UsedInstrument | null;
}) => void;

/** What each named method adds; any other method is universal: its form fields and the txnType marker. */
const METHOD_RULES: Readonly<Record<string, MethodRule>> = {
  TRUSTLY: ({ body, profileEmail }) => {
    body.emailAddress = profileEmail;
  },
  ZIMPLER: ({ body }) => {
    body.comments = NO_COMMENTS_MARKER;
  },
  ZIMPLER_DIRECT: ({ body }) => {
    body.comments = NO_COMMENTS_MARKER;
  },
  BRITEPLAY: () => {},
  RAPID_TRANSFER: () => {},
  SKRILL: ({ body, fields }) => {
    if (fields.email !== undefined) body.emailAddress = fields.email;
    delete fields.email;
  },
  WIRE_TRANSFER: ({ body, fields }) => {
    if (fields.iban !== undefined) body.accountNumber = fields.iban;
    delete fields.iban;
  },
};

export function buildWithdrawalPayload(input: WithdrawalPayloadInput): WithdrawalBody {
  const { method, savedAccount } = input;
  const body: WithdrawalBody = {
    paymentMethod: method.key,
    depositAmount: payloadAmountOf(input.amountMinor, input.currency),
  };
  if (savedAccount?.internal) {
    body.creditCardID = savedAccount.instrumentId;
    body.optionType = savedAccount.optionType;
  } else if (savedAccount) {
    body.instrumentId = savedAccount.instrumentId;
    body.optionType = savedAccount.optionType;
  }
  // A saved card or account replaces the method's form: the provider pays out to what it holds.
  const fields: Record<string, string> = savedAccount ? {} : fieldValuesOf(method.entry.fields, input.formValues);
  const rule = METHOD_RULES[method.key];
  if (rule) {
    rule({ body, fields, profileEmail: input.profileEmail, savedAccount });
  } else if (!savedAccount) {
    body.txnType = UNIVERSAL_TXN_TYPE;
  }
  return { ...fields, ...body };
}

/** The form fields a payload of this method needs from the player: none when a saved account is used. */
export function formFieldsNeeded(method: WithdrawalMethod, savedAccount: UsedInstrument | null): MethodField[] {
  return savedAccount ? [] : method.entry.fields;
}
