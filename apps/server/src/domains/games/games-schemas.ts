import { ErrorBodySchema } from '@vauhti/contracts';

/*
 * Request schemas check the shape of a query or body (a failure is 400 naming the field);
 * response schemas document the API in OpenAPI (docs/games-integration.md section 6). The games
 * routes' request and answer shapes are the site's too, so they live in @vauhti/contracts/games
 * and the routes import them from there; this module holds the error answers the routes share.
 */

/** Every client error of these routes comes in the one envelope. */
export const CLIENT_ERRORS = { '4xx': ErrorBodySchema } as const;
