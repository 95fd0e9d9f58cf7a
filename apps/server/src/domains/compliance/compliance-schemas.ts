import { ErrorBodySchema } from '@vauhti/contracts';

/*
 * The compliance routes' request and answer shapes (the site context, the contact form, the dev
 * country override) are the site's too, so they live in @vauhti/contracts/site and the routes
 * import them from there. As in the identity domain, those request schemas check types and put a
 * ceiling on sizes, and the domain decides what a value must look like (contact-request.ts), so
 * every refusal names its field in the same way. This module holds the error answers the routes share.
 */

export const CLIENT_ERRORS = { '4xx': ErrorBodySchema } as const;
