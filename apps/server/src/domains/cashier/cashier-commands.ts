import type { OpsCommand } from '../../ops/commands';

/** Operator commands of the cashier domain (cashier-session). */
export const CASHIER_COMMANDS: readonly OpsCommand[] = [];
