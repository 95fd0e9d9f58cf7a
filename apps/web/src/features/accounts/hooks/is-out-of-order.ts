import { ApiError } from '../../../lib/api/client';

/** The server says this registration step is not the player's next one (the page re-reads the progress). */
export function isStepOutOfOrder(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'REGISTRATION_STEP_OUT_OF_ORDER';
}
