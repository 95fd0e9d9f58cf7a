import type {
  AuthorizeRequest,
  CancelRequest,
  TransferRequest,
  VerifyUserRequest,
} from '@vauhti/contracts/merchant-api';
import type { MerchantReply } from './merchant-answers';
import { authorize } from './merchant-api/authorize';
import { cancel } from './merchant-api/cancel';
import { type MerchantApiDeps, type MerchantContext, merchantContextOf } from './merchant-api/merchant-context';
import { transfer } from './merchant-api/transfer';
import { verifyUser } from './merchant-api/verify-user';

// The reconciler posts under the merchant API's ledger keys, and callers build it from its deps.
export { CLEARING_PROVIDER, LEDGER_SOURCE, ledgerKeys } from './merchant-api/ledger-keys';
export type { MerchantApiDeps } from './merchant-api/merchant-context';

/**
 * The merchant API (docs/payments-integration.md section 3): the provider asks, the platform
 * decides and moves money. Every call is idempotent on (call, txId): its answer is stored in
 * merchant_call_answers in the same database transaction as the ledger posting and the cashier
 * transaction's change, under a transaction-level lock on txId, so authorize, transfer and
 * cancel of one provider transaction never interleave, and a repeat answers what the first did.
 *
 * Reads of other domains (gates, play-money minimum, balances) happen before that transaction
 * opens: on PGlite the one connection is the transaction's until it ends. The deposit limits are
 * the exception: they are read inside it, through its executor, under a lock on the player, so two
 * deposit authorizes of one player never both fit the same room under a limit.
 *
 * Each call is a file of named steps in merchant-api/; this class only hands them the shared context.
 */
export class MerchantApi {
  private readonly context: MerchantContext;

  constructor(deps: MerchantApiDeps) {
    this.context = merchantContextOf(deps);
  }

  verifyUser(request: VerifyUserRequest): Promise<MerchantReply> {
    return verifyUser(this.context, request);
  }

  authorize(request: AuthorizeRequest): Promise<MerchantReply> {
    return authorize(this.context, request);
  }

  transfer(request: TransferRequest): Promise<MerchantReply> {
    return transfer(this.context, request);
  }

  cancel(request: CancelRequest): Promise<MerchantReply> {
    return cancel(this.context, request);
  }
}
