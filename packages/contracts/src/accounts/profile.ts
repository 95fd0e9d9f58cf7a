import { z } from 'zod';
import { ACCOUNT_STATES, USER_STATUSES, VIP_LEVELS } from './account-values';
import { boundedText } from './bounded-text';
import { RegistrationProgressSchema } from './registration';

/*
 * The player's own profile (spec part 1 section 3, part 2 section 5), its update, the level tags
 * of the VIP badge and the suspend-account form (identity README, "Endpoints").
 */

/** The operator's reason for a lock stays internal; the player sees the state and its end. */
export const AccountStateSchema = z.object({
  state: z.enum(ACCOUNT_STATES),
  until: z.string().nullable(),
});

export const ProfileSchema = z.object({
  playerID: z.number().int(),
  externalEcrId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  nickname: z.string().nullable(),
  /** The name other players see: the nickname, else the first name and the last name's initial. */
  screenName: z.string().nullable(),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  country: z.string(),
  countryCode: z.string(),
  jurisdiction: z.string(),
  userCategory: z.string(),
  /** A play-money account has never deposited; a real one has. */
  userStatus: z.enum(USER_STATUSES),
  nationalId: z.string().nullable().describe('masked: only the last four characters are shown'),
  isVerified: z.boolean().describe('a contact channel was proven by a one-time code'),
  isKycBlocked: z.boolean(),
  userProfileCompleted: z.boolean(),
  missingProfileFields: z.array(z.string()),
  language: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  bYear: z.number().int().nullable(),
  bMonth: z.number().int().nullable(),
  bDay: z.number().int().nullable(),
  accountState: AccountStateSchema,
  registration: RegistrationProgressSchema,
  migrationRequired: z
    .boolean()
    .describe('an account from an earlier platform: complete the profile first; cleared when it is complete'),
  createdAt: z.string(),
  firstVisit: z
    .boolean()
    .describe(
      'the player signed up themselves (site or pay-and-play) and this session opened within an hour of it: greet them as new',
    ),
});

/** The fields PATCH /profile takes: the spec's "update profile" plus the other details; all or nothing. */
export const ProfileUpdateBodySchema = z.object({
  language: boundedText(16).optional(),
  zipCode: boundedText(32).optional(),
  countryCode: boundedText(64).optional(),
  gender: boundedText(16).nullable().optional(),
  dob: boundedText(32).optional().describe('YYYY-MM-DD'),
  firstName: boundedText(200).optional(),
  lastName: boundedText(200).optional(),
  street: boundedText(400).optional(),
  city: boundedText(200).optional(),
  phone: boundedText(40).optional(),
  nationalId: boundedText(64).optional(),
  nickname: boundedText(64).nullable().optional(),
});

/** Spec part 2, section 3 "Suspend-account form"; a suspension ends every session of the player. */
export const SuspendAccountBodySchema = z.object({
  expire: z.union([boundedText(8), z.number()]).describe('whole days, 1 to 3650'),
  reason: boundedText(64).describe("'Self Exclusion' or 'Take a Break'"),
  password: boundedText(1024),
});

/** The header's VIP badge: the spec's "user tags" call. */
export const LevelTagsSchema = z.object({
  levelTags: z.array(z.enum(VIP_LEVELS)).describe("the VIP level as a one-element list, e.g. ['gold'], or []"),
});

export type AccountState = z.infer<typeof AccountStateSchema>;
export type Profile = z.infer<typeof ProfileSchema>;
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;
export type SuspendAccountBody = z.infer<typeof SuspendAccountBodySchema>;
export type LevelTags = z.infer<typeof LevelTagsSchema>;
