import type { TypedApp } from '@vauhti/server-kit';
import { z } from 'zod';
import type { LiveBets } from '../live/live-bets';
import type { RoundService } from './round-service';

const SessionParams = z.object({ sessionId: z.string().min(8).max(64) });
const RoundParams = SessionParams.extend({ roundId: z.string().min(1).max(64) });
const Amount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const StartRoundBody = z.object({ stake: Amount, bet: z.unknown().optional() });
/** The engine reads the rest of the body (holds for video poker); it validates it itself. */
const ActionBody = z.looseObject({ action: z.string().min(1).max(32) });
const HistoryQuery = z.object({ before: z.string().min(1).max(64).optional() });
const LiveBetBody = z.object({
  tableId: z.string().min(1).max(64),
  roundId: z.string().min(1).max(96),
  bets: z.unknown(),
});

/** The provider client API (docs/games-integration.md section 3), under /client-api/v1. */
export function registerClientApiRoutes(app: TypedApp, rounds: RoundService, liveBets: LiveBets) {
  app.get('/sessions/:sessionId', { schema: { params: SessionParams } }, async (request) =>
    rounds.describeSession(request.params.sessionId),
  );

  app.post(
    '/sessions/:sessionId/rounds',
    { schema: { params: SessionParams, body: StartRoundBody } },
    async (request) => rounds.startRound(request.params.sessionId, request.body.stake, request.body.bet),
  );

  app.post(
    '/sessions/:sessionId/rounds/:roundId/actions',
    { schema: { params: RoundParams, body: ActionBody } },
    async (request) => rounds.act(request.params.sessionId, request.params.roundId, request.body),
  );

  app.get(
    '/sessions/:sessionId/history',
    { schema: { params: SessionParams, querystring: HistoryQuery } },
    async (request) => rounds.history(request.params.sessionId, request.query.before),
  );

  app.post(
    '/sessions/:sessionId/live/bets',
    { schema: { params: SessionParams, body: LiveBetBody } },
    async (request) => liveBets.place(request.params.sessionId, request.body),
  );
}
