import { HttpError } from '@vauhti/server-kit';
import type { FastifyRequest } from 'fastify';

/** The player behind a request's session, set by the identity domain's session hook. */
export type AuthenticatedPlayer = {
  playerId: number;
  currency: string;
  sessionId: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    player: AuthenticatedPlayer | null;
  }
}

/** The logged-in player, or a 401 NOT_LOGGED_IN for the client. */
export function requirePlayer(request: FastifyRequest): AuthenticatedPlayer {
  if (!request.player) throw new HttpError(401, 'NOT_LOGGED_IN', 'log in to continue');
  return request.player;
}
