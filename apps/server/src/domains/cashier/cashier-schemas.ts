import { ErrorBodySchema } from '@vauhti/contracts';

/*
 * Request schemas check the shape of a query or body (a failure is 400 naming the field);
 * response schemas document the API in OpenAPI. The cashier routes' request and answer shapes are
 * the site's too, so they live in @vauhti/contracts/cashier and the routes import them from there
 * (field names are the spec's, part 1 sections 3, 7), and the Dev panel's cashier switch's in
 * @vauhti/contracts/site; this module holds the error answers the cashier's routes share.
 */

export const CLIENT_ERRORS = { '4xx': ErrorBodySchema } as const;
