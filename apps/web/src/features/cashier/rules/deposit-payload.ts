import type { CardFields, MakeTransactionBody, ProviderTransactionBody } from '@vauhti/contracts/cashier';
import { formatDecimalAmount } from '@vauhti/money';

/*
 * The deposit payloads of step 1 (spec part 1 section 3, "Deposit payloads"): the generic one
 * (txnType deposit-cashier, paymentMethod, depositAmount with the currency's decimals, an optional
 * bonus code), with the card fields for a card, or with the method's own form fields for a
 * provider page.
 */

type DepositBasics = {
  method: string;
  amountMinor: number;
  currency: string;
  /** As typed; blank means no bonus. */
  bonusCode: string;
};

/** The payload amount: exactly the currency's decimals, a dot, no grouping ("20.00"). */
export function depositAmountText(amountMinor: number, currency: string): string {
  return formatDecimalAmount(amountMinor, currency);
}

function bonusCodeOf(typed: string): { bonusCode?: string } {
  const code = typed.trim();
  return code === '' ? {} : { bonusCode: code };
}

/** Make transaction for a card: the generic payload with the card fields. */
export function cardTransactionBody(basics: DepositBasics, card: CardFields): MakeTransactionBody {
  return {
    ...card,
    txnType: 'deposit-cashier',
    paymentMethod: basics.method,
    depositAmount: depositAmountText(basics.amountMinor, basics.currency),
    ...bonusCodeOf(basics.bonusCode),
  };
}

/**
 * Make provider transaction: the method's form values, then the payload's own keys, so a form
 * field can never overwrite the method or the amount.
 */
export function providerTransactionBody(
  basics: DepositBasics,
  fields: Readonly<Record<string, string>>,
): ProviderTransactionBody {
  return {
    ...fields,
    paymentMethod: basics.method,
    depositAmount: depositAmountText(basics.amountMinor, basics.currency),
    ...bonusCodeOf(basics.bonusCode),
  };
}
