import type { OpsCommand } from '../../ops/commands';

/** Operator commands of the payments workflows (payouts, reconcile). */
export const PAYMENTS_COMMANDS: readonly OpsCommand[] = [];
