/**
 * The modes the platform runs in (NODE_ENV). config.ts reads it; a domain's settings may differ by
 * it (development defaults), so every domain may name it.
 */
export const ENVIRONMENTS = ['development', 'test', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
