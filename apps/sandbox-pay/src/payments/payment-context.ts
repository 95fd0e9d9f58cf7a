import type { FastifyBaseLogger } from 'fastify';
import type { SandboxPayConfig } from '../config';
import type { PayKysely } from '../database/pay-database';
import type { MerchantHttp } from '../merchant-client/merchant-http';
import type { MerchantOutbox } from '../merchant-client/merchant-outbox';

/** What every part of the core shares: the database, the merchant client, the clock. */
export type PaymentContext = {
  kysely: PayKysely;
  http: MerchantHttp;
  outbox: MerchantOutbox;
  config: SandboxPayConfig;
  logger: FastifyBaseLogger;
  now: () => number;
};
