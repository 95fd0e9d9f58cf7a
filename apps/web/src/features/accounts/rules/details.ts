import type { Profile, ProfileUpdateBody, RegistrationStepTwoBody } from '@vauhti/contracts/accounts';
import { z } from 'zod';
import { birthDateOf, isAdult } from './birth-date';
import { isE164, splitPhone, toE164 } from './phone';

/*
 * The personal details of registration step 2, the complete-profile pages and the profile tab:
 * one set of form values, validated for the fields a form shows. The platform re-checks
 * everything (names, postal code, phone, national id checksum, age on the country's calendar).
 */

export const DETAIL_FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'street',
  'city',
  'zip',
  'phone',
  'nationalId',
  'gender',
  'nickname',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

export type DetailsValues = {
  firstName: string;
  lastName: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  street: string;
  city: string;
  zip: string;
  phonePrefix: string;
  phoneNumber: string;
  gender: string;
  nationalId: string;
  nickname: string;
};

/** Form fields a server error may name (after the aliases of form-fields.ts). */
export const DETAILS_FORM_FIELDS = [
  'firstName',
  'lastName',
  'birthYear',
  'street',
  'city',
  'zip',
  'phoneNumber',
  'gender',
  'nationalId',
  'nickname',
] as const;

const NAME_LENGTH_MAX = 100;
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;
const ZIP_PATTERN = /^[A-Z0-9][A-Z0-9 -]{1,10}$/;
const NATIONAL_ID_PATTERN = /^[\p{L}\p{Nd} +-]{5,32}$/u;
const NICKNAME_PATTERN = /^[\p{L}\p{Nd}_.-]{3,20}$/u;

const V = 'profileComp.validation';

/** Missing-profile names of the platform (firstName, ..., nationalId) that the forms ask for. */
export function detailFieldsOf(missingProfileFields: readonly string[]): DetailField[] {
  return DETAIL_FIELDS.filter((field) => missingProfileFields.includes(field));
}

function requireText(value: string, shown: boolean, message: string, ctx: z.RefinementCtx, path: keyof DetailsValues) {
  if (shown && value.trim() === '') {
    ctx.addIssue({ code: 'custom', message, path: [path] });
    return false;
  }
  return shown;
}

/** Validates the shown fields; fields a form does not show are ignored. Gender and nickname are optional. */
export function detailsSchema(shownFields: readonly DetailField[], today: Date = new Date()) {
  const shown = new Set(shownFields);
  const text = z.string();
  return z
    .object({
      firstName: text,
      lastName: text,
      birthDay: text,
      birthMonth: text,
      birthYear: text,
      street: text,
      city: text,
      zip: text,
      phonePrefix: text,
      phoneNumber: text,
      gender: text,
      nationalId: text,
      nickname: text,
    })
    .superRefine((values, ctx) => {
      for (const field of ['firstName', 'lastName'] as const) {
        if (!requireText(values[field], shown.has(field), `${V}.${field}Required`, ctx, field)) continue;
        const name = values[field].trim();
        if (!NAME_PATTERN.test(name) || [...name].length > NAME_LENGTH_MAX) {
          ctx.addIssue({ code: 'custom', message: `${V}.nameInvalid`, path: [field] });
        }
      }
      if (shown.has('birthDate')) {
        const date = birthDateOf(values.birthYear, values.birthMonth, values.birthDay);
        if (!values.birthYear || !values.birthMonth || !values.birthDay) {
          ctx.addIssue({ code: 'custom', message: `${V}.birthDateRequired`, path: ['birthYear'] });
        } else if (!date) {
          ctx.addIssue({ code: 'custom', message: `${V}.birthDateInvalid`, path: ['birthYear'] });
        } else if (!isAdult(date, today)) {
          ctx.addIssue({ code: 'custom', message: `${V}.underage`, path: ['birthYear'] });
        }
      }
      requireText(values.street, shown.has('street'), `${V}.streetRequired`, ctx, 'street');
      requireText(values.city, shown.has('city'), `${V}.cityRequired`, ctx, 'city');
      if (requireText(values.zip, shown.has('zip'), `${V}.zipRequired`, ctx, 'zip')) {
        if (!ZIP_PATTERN.test(values.zip.trim().toUpperCase())) {
          ctx.addIssue({ code: 'custom', message: `${V}.zipInvalid`, path: ['zip'] });
        }
      }
      if (requireText(values.phoneNumber, shown.has('phone'), `${V}.phoneRequired`, ctx, 'phoneNumber')) {
        if (!isE164(toE164(values.phonePrefix, values.phoneNumber))) {
          ctx.addIssue({ code: 'custom', message: `${V}.phoneInvalid`, path: ['phoneNumber'] });
        }
      }
      if (requireText(values.nationalId, shown.has('nationalId'), `${V}.nationalIdRequired`, ctx, 'nationalId')) {
        if (!NATIONAL_ID_PATTERN.test(values.nationalId.trim())) {
          ctx.addIssue({ code: 'custom', message: `${V}.nationalIdInvalid`, path: ['nationalId'] });
        }
      }
      const nickname = values.nickname.trim();
      if (shown.has('nickname') && nickname !== '' && !NICKNAME_PATTERN.test(nickname)) {
        ctx.addIssue({ code: 'custom', message: `${V}.nicknameInvalid`, path: ['nickname'] });
      }
    });
}

export function emptyDetails(phonePrefix: string): DetailsValues {
  return {
    firstName: '',
    lastName: '',
    birthDay: '',
    birthMonth: '',
    birthYear: '',
    street: '',
    city: '',
    zip: '',
    phonePrefix,
    phoneNumber: '',
    gender: '',
    nationalId: '',
    nickname: '',
  };
}

/** The form values of a profile; the national id stays empty (the profile only has it masked). */
export function detailsOfProfile(profile: Profile, phonePrefix: string): DetailsValues {
  const phone = splitPhone(profile.phone, phonePrefix);
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    birthDay: profile.bDay ? String(profile.bDay) : '',
    birthMonth: profile.bMonth ? String(profile.bMonth) : '',
    birthYear: profile.bYear ? String(profile.bYear) : '',
    street: profile.street ?? '',
    city: profile.city ?? '',
    zip: profile.zip ?? '',
    phonePrefix: phone.prefix,
    phoneNumber: phone.number,
    gender: profile.gender ?? '',
    nationalId: '',
    nickname: profile.nickname ?? '',
  };
}

export function stepTwoBodyOf(values: DetailsValues, withNationalId: boolean): RegistrationStepTwoBody {
  const body: RegistrationStepTwoBody = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthDate: birthDateOf(values.birthYear, values.birthMonth, values.birthDay) ?? '',
    street: values.street.trim(),
    city: values.city.trim(),
    zip: values.zip.trim().toUpperCase(),
    phone: toE164(values.phonePrefix, values.phoneNumber),
  };
  if (values.gender) body.gender = values.gender;
  if (withNationalId) body.nationalId = values.nationalId.trim();
  return body;
}

/** The PATCH /profile body of the given fields, in the names the endpoint takes (dob, zipCode). */
export function profileUpdateOf(values: DetailsValues, fields: readonly DetailField[]): ProfileUpdateBody {
  const update: ProfileUpdateBody = {};
  for (const field of fields) {
    switch (field) {
      case 'firstName':
      case 'lastName':
      case 'street':
      case 'city':
      case 'nationalId':
        update[field] = values[field].trim();
        break;
      case 'birthDate':
        update.dob = birthDateOf(values.birthYear, values.birthMonth, values.birthDay) ?? '';
        break;
      case 'zip':
        update.zipCode = values.zip.trim().toUpperCase();
        break;
      case 'phone':
        update.phone = toE164(values.phonePrefix, values.phoneNumber);
        break;
      case 'gender':
        update.gender = values.gender || null;
        break;
      case 'nickname':
        update.nickname = values.nickname.trim() || null;
        break;
    }
  }
  return update;
}
