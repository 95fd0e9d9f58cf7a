import { CONTACT_LIMITS, ENQUIRY_TYPES } from '@vauhti/contracts/site';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ContactFormInput, checkContactForm } from './contact-request';

function form(overrides: Partial<ContactFormInput> = {}): ContactFormInput {
  return {
    subject: 'payments',
    body: 'My deposit has not arrived.',
    fromEmail: 'Visitor@Example.test',
    fromName: 'Aino Virtanen',
    ...overrides,
  };
}

const refusal = (input: ContactFormInput) => {
  const result = checkContactForm(input);
  return result.ok ? undefined : { code: result.error.code, field: result.error.field };
};

describe('checking a contact form', () => {
  it('accepts a valid form, trimming it and lower-casing the address', () => {
    expect(checkContactForm(form({ fromName: '  Aino   Virtanen ', body: '\r\nHello\r\n' }))).toEqual({
      ok: true,
      value: { subject: 'payments', body: 'Hello', fromEmail: 'visitor@example.test', fromName: 'Aino Virtanen' },
    });
  });

  it('accepts each of the five enquiry types and nothing else', () => {
    for (const subject of ENQUIRY_TYPES) expect(checkContactForm(form({ subject })).ok).toBe(true);
    for (const subject of ['', 'Payments', 'complaint', 'other ']) {
      expect(refusal(form({ subject })), subject).toEqual({ code: 'FIELD_INVALID', field: 'subject' });
    }
  });

  it('names the field of each problem', () => {
    expect(refusal(form({ fromName: ' ' }))).toEqual({ code: 'FIELD_REQUIRED', field: 'fromName' });
    expect(refusal(form({ fromName: undefined }))).toEqual({ code: 'FIELD_REQUIRED', field: 'fromName' });
    expect(refusal(form({ fromName: 'a'.repeat(131) }))).toEqual({ code: 'FIELD_INVALID', field: 'fromName' });
    expect(refusal(form({ fromName: 'Eve\u0000' }))).toEqual({ code: 'FIELD_INVALID', field: 'fromName' });
    expect(refusal(form({ fromEmail: '' }))).toEqual({ code: 'FIELD_REQUIRED', field: 'fromEmail' });
    expect(refusal(form({ fromEmail: 'not-an-address' }))).toEqual({ code: 'FIELD_INVALID', field: 'fromEmail' });
    expect(refusal(form({ fromEmail: `${'a'.repeat(52)}@example.test` }))).toEqual({
      code: 'FIELD_INVALID',
      field: 'fromEmail',
    });
    expect(refusal(form({ body: ' \n ' }))).toEqual({ code: 'FIELD_REQUIRED', field: 'body' });
    expect(refusal(form({ body: 'x'.repeat(5_001) }))).toEqual({ code: 'FIELD_INVALID', field: 'body' });
  });

  it('counts characters, not UTF-16 units, against the limits', () => {
    expect(checkContactForm(form({ fromName: '😀'.repeat(130), body: '😀'.repeat(5_000) })).ok).toBe(true);
    expect(checkContactForm(form({ fromEmail: `${'a'.repeat(51)}@example.test` })).ok).toBe(true);
  });

  it('replaces broken characters (lone surrogates) and drops stray control characters', () => {
    expect(checkContactForm(form({ fromName: 'Eero \uDC00', body: 'a\u0000b \uD800 😀' }))).toMatchObject({
      ok: true,
      value: { fromName: 'Eero \uFFFD', body: 'ab \uFFFD 😀' },
    });
  });

  it('keeps a name on one line, since it goes into the subject header', () => {
    expect(checkContactForm(form({ fromName: 'Eve\r\nBcc: all@example.test' }))).toMatchObject({
      ok: true,
      value: { fromName: 'Eve Bcc: all@example.test' },
    });
  });

  it("takes a logged-in player's name and address from the account, whatever the form says", () => {
    const known = { email: 'aino@vauhti.test', name: 'Aino Virtanen' };
    expect(checkContactForm(form({ fromEmail: 'garbage', fromName: '' }), known)).toMatchObject({
      ok: true,
      value: { fromEmail: 'aino@vauhti.test', fromName: 'Aino Virtanen' },
    });
    // An account without a name yet (registration step 1 only) still needs the form's.
    expect(checkContactForm(form({ fromName: '' }), { ...known, name: null })).toMatchObject({
      ok: false,
      error: { field: 'fromName' },
    });
  });

  it('keeps every accepted form within the limits and every refusal on a form field', () => {
    const text = fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 6_000 }));
    fc.assert(
      fc.property(
        fc.record({
          subject: fc.oneof(fc.constantFrom(...ENQUIRY_TYPES), fc.string()),
          body: text,
          fromEmail: fc.option(fc.oneof(fc.emailAddress(), text), { nil: undefined }),
          fromName: fc.option(text, { nil: undefined }),
        }),
        (input) => {
          const result = checkContactForm(input);
          if (!result.ok) {
            expect(['subject', 'body', 'fromEmail', 'fromName']).toContain(result.error.field);
            return;
          }
          const { fromName, fromEmail, body } = result.value;
          expect([...fromName].length).toBeLessThanOrEqual(CONTACT_LIMITS.fromNameLengthMax);
          expect(fromName).not.toMatch(/\p{Cc}/u);
          expect([...fromEmail].length).toBeLessThanOrEqual(CONTACT_LIMITS.fromEmailLengthMax);
          expect([...body].length).toBeLessThanOrEqual(CONTACT_LIMITS.bodyLengthMax);
          expect(body).not.toMatch(/(?![\t\n])\p{Cc}/u);
          expect(body.trim()).not.toBe('');
        },
      ),
      { numRuns: 300 },
    );
  });
});
