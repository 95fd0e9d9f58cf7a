import { ErrorBodySchema } from '@vauhti/contracts';

/*
 * Request schemas check the shape of a query or body; response schemas document the API in
 * OpenAPI and, through the serializer, guarantee its shape. The content and policy routes' shapes
 * are the site's too, so they live in @vauhti/contracts/site and the routes import them from
 * there; this module holds the error answers the routes share.
 */

/** Every client error of these routes comes in the one envelope. */
export const CLIENT_ERRORS = { '4xx': ErrorBodySchema } as const;
