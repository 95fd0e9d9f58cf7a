import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import type { RegistrationProgress } from '../../../lib/session/session-types';

export type LogInBody = { email: string; password: string };
export type SessionStarted = { playerId: number; externalEcrId: string; registration: RegistrationProgress };

/** POST /auth/login: starts a session (the cookie) or answers INVALID_CREDENTIALS, a lockout or a restriction. */
export function logIn(body: LogInBody) {
  return apiRequest<SessionStarted>('/auth/login', { method: 'POST', body });
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
