import type { FastifyInstance } from 'fastify';
import { passwordRoutes, sessionRoutes } from './auth.routes';
import { profileRoutes } from './profile.routes';
import { channelVerificationRoutes, type IdentityRouteOptions, registrationRoutes } from './registration.routes';
import { installSessionHook } from './session-cookie';

/**
 * Installs the session hook on the given instance (so it covers every route registered on it,
 * the other domains' too) and registers the identity routes.
 */
export async function registerIdentity(api: FastifyInstance, options: IdentityRouteOptions) {
  installSessionHook(api, options);
  await api.register(registrationRoutes, options);
  await api.register(channelVerificationRoutes, options);
  await api.register(sessionRoutes, options);
  await api.register(passwordRoutes, options);
  await api.register(profileRoutes, options);
}
