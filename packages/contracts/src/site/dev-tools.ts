import { z } from 'zod';
import { CASHIER_TYPES } from '../cashier/cashier-state';

/*
 * The Dev panel's calls (development only, ADR 0021): the country override (PUT /dev/country,
 * compliance README) and the cashier-type override (GET and PUT /dev/cashier-type, cashier
 * README), each a cookie of this browser.
 */

export const DevCountryBodySchema = z.object({
  countryCode: z.string().max(16).nullable().describe('a country of GET /countries, or null to clear the override'),
});

export const DevCountrySchema = z.object({ countryCode: z.string().nullable() });

export const DevCashierTypeBodySchema = z.object({
  cashierType: z.enum(CASHIER_TYPES).nullable().describe('the cashier to use in this browser, or null to clear'),
});

/** The cashier the deposit and withdrawal modals open in this browser, and who chose it. */
export const DevCashierTypeSchema = z.object({
  cashierType: z.enum(CASHIER_TYPES).describe('what GET /cashier/type answers in this browser'),
  overridden: z.boolean().describe('true when the dev override chose it, false when the configuration did'),
});

export type DevCountryBody = z.infer<typeof DevCountryBodySchema>;
export type DevCountry = z.infer<typeof DevCountrySchema>;
export type DevCashierTypeBody = z.infer<typeof DevCashierTypeBodySchema>;
export type DevCashierType = z.infer<typeof DevCashierTypeSchema>;
