import type { CardFields, PiqResponse, TransactionResponse } from '@vauhti/contracts/cashier';
import { useState } from 'react';
import type { DepositOutcome } from '../../../rules/deposit-outcome';
import { CardDeposit } from './CardDeposit';
import { ProviderPageDeposit } from './ProviderPageDeposit';

/** What step 2 starts from: the answer of the call step 1 made, and what step 2 needs to go on. */
export type ProviderStepStart =
  | {
      /** A card deposit: make transaction answered txn_initiated with the 3-D Secure collect. */
      kind: 'card';
      response: TransactionResponse;
      /** The card as entered (kept in memory only): process deposit sends it again with the collect reference. */
      card: CardFields;
      method: string;
      amountMinor: number;
      /** The method's frame height, for the issuer's challenge when the answer names none (600px by default). */
      frameHeight?: string;
    }
  | {
      /** A provider-page deposit: make provider transaction answered WAITING_INPUT with the page to show. */
      kind: 'provider';
      response: PiqResponse;
      method: string;
      amountMinor: number;
      /** The method's redirect kind (iframe, popup, window) and frame height (600px, 1000px, 1185px, 75vh). */
      redirectKind: string;
      frameHeight: string;
      /** The method's name as the player knows it (cashier details' displayName), for the frame's title. */
      methodName?: string;
    };

export type ProviderStepProps = {
  /** Read once, when the step mounts: a new deposit is a new mount (key the step by the transaction). */
  start: ProviderStepStart;
  /** The deposit ended (or its polling gave up): step 3 shows the outcome. */
  onOutcome: (outcome: DepositOutcome) => void;
  /** The bank's popup was blocked: the same window goes to the bank, and step 1 shows errors.popupblockermessage. */
  onPopupBlocked: () => void;
  /** Step 2 shows the card issuer's 3-D Secure page: the modal's header reads 'Verification'. */
  onVerification: (showing: boolean) => void;
};

/**
 * Deposit step 2 (spec part 1 sections 2 and 4): the card's 3-D Secure (collect, process deposit,
 * challenge, status check) or the provider's page (frame, popup, same window), with their polls.
 * Unmounting it mid-step (the modal closed) stops every timer, listener and poll and closes a
 * popup still open.
 */
export function ProviderStep({ start: startProp, onOutcome, onPopupBlocked, onVerification }: ProviderStepProps) {
  const [start] = useState(startProp);
  if (start.kind === 'card') {
    return <CardDeposit start={start} onOutcome={onOutcome} onVerification={onVerification} />;
  }
  return <ProviderPageDeposit start={start} onOutcome={onOutcome} onPopupBlocked={onPopupBlocked} />;
}
