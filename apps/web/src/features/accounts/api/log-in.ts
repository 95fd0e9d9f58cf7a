import { useMutation } from '@tanstack/react-query';
import type { LoginBody, SessionStarted } from '@vauhti/contracts/accounts';
import { apiRequest } from '../../../lib/api/client';

/** POST /auth/login: starts a session (the cookie) or answers INVALID_CREDENTIALS, a lockout or a restriction. */
export function logIn(body: LoginBody) {
  return apiRequest<SessionStarted>('/auth/login', { method: 'POST', body });
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
