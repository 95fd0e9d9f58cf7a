import { z } from 'zod';

/**
 * A string with a ceiling on its length: request bodies check types and sizes, and the platform
 * decides what a value must look like (its rules also serve its operator CLI and seeder).
 */
export const boundedText = (lengthMax: number) => z.string().max(lengthMax);
