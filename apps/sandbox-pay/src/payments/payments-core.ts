import type { FastifyBaseLogger } from 'fastify';
import type { SandboxPayConfig } from '../config';
import { openPayDatabase, type PayDatabase } from '../database/pay-database';
import { MerchantHttp } from '../merchant-client/merchant-http';
import { MerchantOutbox } from '../merchant-client/merchant-outbox';
import type { PaymentContext } from './payment-context';
import { createPaymentService, type PaymentService } from './payment-service';
import { PaymentsWorker } from './worker';

export type PaymentsCoreOptions = {
  /** A database to use (tests share one); otherwise one is opened from config and closed on close. */
  database?: PayDatabase;
  now?: () => number;
  fetch?: typeof fetch;
  /** Tests run worker passes themselves. */
  startWorker?: boolean;
};

/** The provider's core as both apps share it: the service, its worker and its database. */
export type PaymentsCore = {
  service: PaymentService;
  worker: PaymentsWorker;
  context: PaymentContext;
  database: PayDatabase;
  close(): Promise<void>;
};

export async function openPaymentsCore(
  config: SandboxPayConfig,
  logger: FastifyBaseLogger,
  options: PaymentsCoreOptions = {},
): Promise<PaymentsCore> {
  const database = options.database ?? (await openPayDatabase(config));
  const now = options.now ?? Date.now;
  const http = new MerchantHttp({
    platformUrl: config.platformUrl,
    merchantId: config.merchant.merchantId,
    secret: config.merchant.secret,
    timeoutMs: config.merchant.callTimeoutMs,
    now,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const outbox = new MerchantOutbox({
    kysely: database.kysely,
    http,
    logger,
    callTimeoutMs: config.merchant.callTimeoutMs,
    now,
  });
  const context: PaymentContext = { kysely: database.kysely, http, outbox, config, logger, now };
  const worker = new PaymentsWorker(context);
  if (options.startWorker ?? true) worker.start();
  let closed: Promise<void> | undefined;
  return {
    service: createPaymentService(context),
    worker,
    context,
    database,
    close: () => {
      closed ??= (async () => {
        await worker.stop();
        if (!options.database) await database.close();
      })();
      return closed;
    },
  };
}
