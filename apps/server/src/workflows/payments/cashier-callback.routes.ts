import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isSiteLanguage } from '@vauhti/contracts';
import { errorBody } from '@vauhti/server-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionCookieName } from '../../domains/identity/session-cookie';
import type { PlayerCashier } from './player-cashier';

const CallbackParamsSchema = z.object({
  lang: z.string().max(10),
  paymentType: z.string().max(60),
  encodedData: z.string().max(4000),
});

/**
 * GET /:lang/cashier/callback/:paymentType/:encodedData, the provider's return page (spec part 1
 * section 2). The server settles first: when the visitor's session is the transaction's player, it
 * refreshes the transaction from the provider, so the page reads a settled status. Then the site's
 * app shell (index.html) is served at the same address and the site's callback page takes over
 * (it decodes encodedData and polls the transaction status).
 *
 * Why the shell is served here: a redirect to the same path would loop, and reply.callNotFound()
 * reaches the JSON not-found handler, not the site's catch-all route. Serving the same index.html
 * the site plugin serves keeps one address for the player. An unknown language or unreadable
 * encodedData is still the site's page, with HTTP 400 (the site shows its error); a fault while
 * settling is logged and the page is served anyway, because the site's status poll recovers.
 */
export async function cashierCallbackRoutes(
  app: FastifyInstance,
  options: { payments: { playerCashier: PlayerCashier } },
) {
  const cashier = options.payments.playerCashier;
  const { config } = cashier.deps;
  const cookieName = sessionCookieName(config.sessions.secureCookie);
  const indexPath = join(config.webDistDir, 'index.html');

  app.get('/:lang/cashier/callback/:paymentType/:encodedData', async (request, reply) => {
    const params = CallbackParamsSchema.safeParse(request.params);
    const valid = params.success && isSiteLanguage(params.data.lang);
    let outcome = 'INVALID_CALLBACK';
    if (valid) {
      try {
        const settled = await cashier.settleReturn({
          sessionToken: request.cookies[cookieName],
          encodedData: params.data.encodedData,
        });
        outcome = settled.ok ? settled.status : settled.reason;
      } catch (error) {
        request.log.error({ err: error }, 'cashier callback could not settle the transaction');
        outcome = 'NOT_SETTLED';
      }
    }
    let page: string;
    try {
      page = await readFile(indexPath, 'utf8');
    } catch {
      return reply.status(404).send(errorBody('NOT_FOUND', 'the site is not built'));
    }
    return reply
      .status(valid && outcome !== 'INVALID_CALLBACK_DATA' ? 200 : 400)
      .header('cache-control', 'no-store')
      .header('x-cashier-callback', outcome)
      .type('text/html; charset=utf-8')
      .send(page);
  });
}
