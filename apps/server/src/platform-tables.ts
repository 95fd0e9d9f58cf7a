import type { CashierTables } from './domains/cashier/cashier-tables';
import type { ComplianceTables } from './domains/compliance/compliance-tables';
import type { ContentTables } from './domains/content/content-tables';
import type { GameSessionTables } from './domains/games/game-session-tables';
import type { GamesTables } from './domains/games/games-tables';
import type { IdentityTables } from './domains/identity/identity-tables';
import type { LedgerTables } from './domains/wallet/ledger/ledger-tables';
import type { JobsTables } from './infra/jobs/jobs-table';
import type { MessagingTables } from './infra/messaging/outbound-messages-table';
import type { RateLimitTables } from './infra/rate-limit/rate-limit-tables';
import type { IdentityVerificationTables } from './workflows/payments/identity-verification-tables';
import type { PaymentsTables } from './workflows/payments/payments-tables';
import type { SeamlessWalletTables } from './workflows/seamless-wallet/seamless-wallet-tables';

/** Every table of the platform database, by owning domain. */
export type PlatformTables = LedgerTables &
  MessagingTables &
  JobsTables &
  IdentityTables &
  ComplianceTables &
  ContentTables &
  GamesTables &
  GameSessionTables &
  SeamlessWalletTables &
  CashierTables &
  PaymentsTables &
  IdentityVerificationTables &
  RateLimitTables;
