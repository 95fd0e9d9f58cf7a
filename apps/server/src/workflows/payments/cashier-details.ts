import type { DepositDetails, MethodEntry, UsedInstrument, WithdrawalDetails } from '@vauhti/contracts/cashier';
import type { MethodView, SavedInstrument } from './provider/payment-provider';

/*
 * The spec's cashier method entries (part 1 section 3, "Cashier method entry"; the shapes are in
 * @vauhti/contracts/cashier) built from the provider's method list: deposits keyed by method,
 * withdrawals a list of single-key objects.
 */

/** A card number masked as 411111******1111: the visible head and tail. */
const MASKED_CARD = /^([0-9]{4,8})\*+([0-9]{2,4})$/;

/** The card scheme of a masked number, as PIQ's optionType names it; other instruments use their method. */
export function optionTypeOf(instrument: SavedInstrument): string {
  const card = MASKED_CARD.exec(instrument.maskedAccount);
  if (!card) return instrument.method;
  const head = card[1] ?? '';
  if (head.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(head)) return 'MASTERCARD';
  return instrument.method;
}

export function usedInstrumentOf(instrument: SavedInstrument): UsedInstrument {
  const card = MASKED_CARD.exec(instrument.maskedAccount);
  return {
    instrumentId: instrument.instrumentId,
    optionType: optionTypeOf(instrument),
    ccDetails: card
      ? { firstDigits: card[1] ?? '', lastDigits: card[2] ?? '', expiry: instrument.expiry ?? null }
      : null,
    internal: card !== null,
  };
}

export function methodEntryOf(method: MethodView): MethodEntry {
  return {
    displayName: method.displayName,
    description: null,
    icon: method.icons,
    image: method.icons[0] ?? null,
    updatedTime: method.updatedTime,
    limits: method.limits,
    usedInstruments: method.instruments.map(usedInstrumentOf),
    piqGroup: method.piqGroup,
    redirectKind: method.redirectKind,
    frameHeight: method.frameHeight,
    fields: method.fields,
  };
}

export function depositDetailsOf(methods: readonly MethodView[]): DepositDetails {
  return {
    status: 'SUCCESS',
    methods: Object.fromEntries(methods.map((method) => [method.method, methodEntryOf(method)])),
  };
}

export function withdrawalDetailsOf(methods: readonly MethodView[]): WithdrawalDetails {
  return { status: 'SUCCESS', methods: methods.map((method) => ({ [method.method]: methodEntryOf(method) })) };
}

export {
  DepositDetailsSchema,
  type MethodEntry,
  type UsedInstrument,
  WithdrawalDetailsSchema,
} from '@vauhti/contracts/cashier';
