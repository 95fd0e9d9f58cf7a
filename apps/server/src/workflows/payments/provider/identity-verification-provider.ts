import {
  type IdentityVerificationStartRequest,
  type IdentityVerificationView,
  IdentityVerificationViewSchema,
} from '@vauhti/contracts/cashier';
import type { ProviderResult } from './payment-provider';
import { SignedProviderClient, type SignedProviderClientOptions } from './signed-provider-client';

export type { IdentityVerificationStartRequest, IdentityVerificationView } from '@vauhti/contracts/cashier';

/**
 * The provider's identity-verification product (docs/payments-integration.md section 7): a
 * session on the provider's page where the player proves who they are, and its status.
 */
export interface IdentityVerificationProvider {
  startVerification(request: IdentityVerificationStartRequest): Promise<ProviderResult<IdentityVerificationView>>;
  verification(verificationId: string): Promise<ProviderResult<IdentityVerificationView>>;
}

/** The sandbox's (and a PaymentIQ-style provider's) identity verification over the signed provider API. */
export class SandboxIdentityVerificationProvider implements IdentityVerificationProvider {
  private readonly client: SignedProviderClient;

  constructor(options: SignedProviderClientOptions) {
    this.client = new SignedProviderClient(options);
  }

  startVerification(request: IdentityVerificationStartRequest) {
    return this.client.post('/api/v1/identity-verifications', request, IdentityVerificationViewSchema, (view) => view);
  }

  verification(verificationId: string) {
    return this.client.get(
      `/api/v1/identity-verifications/${encodeURIComponent(verificationId)}`,
      IdentityVerificationViewSchema,
    );
  }
}

const refusal: ProviderResult<never> = {
  ok: false,
  code: 'PAYMENTS_DISABLED',
  message: 'identity verification is off: PAYMENT_SECRET is not set in production',
};

/** Production without PAYMENT_SECRET: nothing is sent unsigned, every call is refused. */
export const disabledIdentityVerificationProvider: IdentityVerificationProvider = {
  startVerification: async () => refusal,
  verification: async () => refusal,
};
