import {
  type MethodEntry,
  PAY_AND_PLAY_METHODS,
  type UsedInstrument,
  type WithdrawalDetails,
} from '@vauhti/contracts/cashier';

/*
 * The withdrawal methods as step one uses them (spec part 1 sections 3 and 4, "Withdrawal
 * modal"): the platform's list of single-key objects read into one list, which one starts
 * chosen, which saved accounts a method can pay out to, and when the activation-by-deposit screen
 * replaces step one in a pay-and-play country.
 */

export type WithdrawalMethod = { key: string; entry: MethodEntry };

/** The bank methods that identify a payer (pay-and-play), whose saved account is the one paid out to. */
export { PAY_AND_PLAY_METHODS };

/** Methods that pay out to a saved account by instrumentId (spec section 3, "Withdrawal payload"). */
const INSTRUMENT_METHODS: ReadonlySet<string> = new Set([...PAY_AND_PLAY_METHODS, 'ZIMPLER_DIRECT', 'RAPID_TRANSFER']);

export function isPayAndPlayMethod(key: string): boolean {
  return (PAY_AND_PLAY_METHODS as readonly string[]).includes(key);
}

/** Every entry of every single-key object, in the platform's order; a repeated key keeps its first entry. */
export function withdrawalMethodsOf(details: WithdrawalDetails): WithdrawalMethod[] {
  const seen = new Set<string>();
  const list: WithdrawalMethod[] = [];
  for (const single of details.methods) {
    for (const [key, entry] of Object.entries(single)) {
      if (seen.has(key)) continue;
      seen.add(key);
      list.push({ key, entry });
    }
  }
  return list;
}

/**
 * The method chosen when step one opens: the only one when there is one, else the one the player
 * used last (the latest updatedTime); none when no method was used before, so the player chooses.
 */
export function preselectedMethodKey(methods: readonly WithdrawalMethod[]): string | null {
  if (methods.length === 1) return methods[0]?.key ?? null;
  let latest: WithdrawalMethod | null = null;
  for (const method of methods) {
    const time = method.entry.updatedTime;
    if (time === null || Number.isNaN(Date.parse(time))) continue;
    if (latest === null || Date.parse(time) > Date.parse(latest.entry.updatedTime ?? '')) latest = method;
  }
  return latest?.key ?? null;
}

/** A card method's saved cards, or the saved accounts of a pay-and-play or rapid-transfer method. */
export function savedAccountsOf(method: WithdrawalMethod): UsedInstrument[] {
  const { usedInstruments } = method.entry;
  if (INSTRUMENT_METHODS.has(method.key)) return usedInstruments;
  return usedInstruments.filter((instrument) => instrument.internal && instrument.ccDetails !== null);
}

/**
 * Spec part 1 section 4: in a pay-and-play country, when the list offers a pay-and-play bank
 * (Trustly, Zimpler, Brite) but none of them has a saved account to pay out to, the player first
 * activates withdrawals with a deposit through the bank.
 */
export function needsActivation(
  methods: readonly WithdrawalMethod[],
  countryCode: string,
  payAndPlayCountries: readonly string[],
): boolean {
  if (!payAndPlayCountries.includes(countryCode.toUpperCase())) return false;
  const banks = methods.filter((method) => isPayAndPlayMethod(method.key));
  return banks.length > 0 && banks.every((method) => method.entry.usedInstruments.length === 0);
}

/**
 * A method key as a player reads it when no display name is at hand (a method no longer offered):
 * WIRE_TRANSFER → Wire Transfer, ECOPAYZ_PIQ → Ecopayz.
 */
export function readableMethodKey(key: string): string {
  return key
    .replace(/_PIQ$/, '')
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' ');
}
