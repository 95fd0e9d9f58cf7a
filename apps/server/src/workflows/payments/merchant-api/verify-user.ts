import type { VerifyUserRequest } from '@vauhti/contracts/merchant-api';
import { formatDecimalAmount } from '@vauhti/money';
import { readBalances } from '../../../domains/wallet/ledger/ledger-queries';
import type { KycDocumentStatus } from '../cashier-port';
import { type MerchantReply, okReply } from '../merchant-answers';
import type { MerchantPlayer } from '../merchant-players';
import { verifiedPlayer } from './call-players';
import type { MerchantContext } from './merchant-context';

/** verifyuser: the player's profile and cash balance. It moves nothing, so nothing is recorded. */
export async function verifyUser(context: MerchantContext, request: VerifyUserRequest): Promise<MerchantReply> {
  const found = await verifiedPlayer(context, request);
  if (!found.ok) return found.reply;
  const player = found.value;
  const [balances, kyc] = await Promise.all([
    readBalances(context.deps.db, player.playerId, player.currency),
    context.deps.cashier.kyc.status(player.playerId),
  ]);
  return okReply(profileOf(request.userId, player, balances.cashMinor, kyc.documents.identityStatus));
}

/** verifyuser's answer fields: PaymentIQ wants every text present, so a missing one is empty. */
function profileOf(userId: string, player: MerchantPlayer, cashMinor: number, identityStatus: KycDocumentStatus) {
  return {
    userId,
    userCat: player.userCategory,
    kycStatus: kycStatusOf(identityStatus),
    firstName: player.firstName ?? '',
    lastName: player.lastName ?? '',
    street: player.street ?? '',
    city: player.city ?? '',
    zip: player.zip ?? '',
    country: player.country,
    email: player.email,
    dob: player.birthDate ?? '',
    mobile: player.phone ?? '',
    balance: formatDecimalAmount(cashMinor, player.currency),
    balanceCy: player.currency,
    locale: player.language,
  };
}

/** PaymentIQ's kycStatus words for the identity document's review. */
export function kycStatusOf(status: KycDocumentStatus): string {
  switch (status) {
    case 'verified':
      return 'Approved';
    case 'rejected':
      return 'Rejected';
    case 'pending':
      return 'Pending';
    default:
      return 'NotStarted';
  }
}
