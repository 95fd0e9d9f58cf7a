/**
 * The server names some fields differently from the forms (PATCH /profile takes dob and
 * zipCode; registration takes birthDate and zip). Maps a server field to the form's.
 */
export const SERVER_FIELD_ALIASES: Record<string, string> = {
  dob: 'birthYear',
  birthDate: 'birthYear',
  zipCode: 'zip',
  countryCode: 'country',
  phone: 'phoneNumber',
};

export function formFieldOf(serverField: string | undefined, formFields: readonly string[]): string | undefined {
  if (!serverField) return undefined;
  if (formFields.includes(serverField)) return serverField;
  const alias = SERVER_FIELD_ALIASES[serverField];
  return alias && formFields.includes(alias) ? alias : undefined;
}
