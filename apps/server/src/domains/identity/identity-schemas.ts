import { ErrorBodySchema } from '@vauhti/contracts';

/*
 * The request and answer shapes of the identity routes are wire shapes, in
 * @vauhti/contracts/accounts; what is left here is the routes' own HTTP business.
 */

/** Every client error of these routes comes in the one envelope. */
export const CLIENT_ERRORS = { '4xx': ErrorBodySchema } as const;
