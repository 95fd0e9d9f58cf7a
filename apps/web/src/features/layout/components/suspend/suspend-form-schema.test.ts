import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPIRE_DAYS, SUSPEND_FORM_DEFAULTS, suspendFormSchema, suspensionEnd } from './suspend-form-schema';

describe('suspend-account form rules (spec part 2, sections 3, 5 and 9)', () => {
  it("defaults to expire '1' and reason 'Self Exclusion' with no password", () => {
    expect(SUSPEND_FORM_DEFAULTS).toEqual({ expire: '1', reason: 'Self Exclusion', password: '' });
  });

  it('requires expire, reason and password', () => {
    const result = suspendFormSchema.safeParse({ expire: '', reason: '', password: '' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]).sort();
    expect(fields).toEqual(['expire', 'password', 'reason']);
  });

  it('accepts any offered length with any reason once a password is given', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EXPIRE_DAYS),
        fc.constantFrom('Take a Break', 'Self Exclusion'),
        fc.string({ minLength: 1 }),
        (expire, reason, password) => {
          expect(suspendFormSchema.safeParse({ expire, reason, password }).success).toBe(true);
        },
      ),
    );
  });

  it('rejects lengths and reasons that are not offered', () => {
    expect(suspendFormSchema.safeParse({ expire: '2', reason: 'Self Exclusion', password: 'x' }).success).toBe(false);
    expect(suspendFormSchema.safeParse({ expire: '1', reason: 'Holiday', password: 'x' }).success).toBe(false);
  });

  it('ends the given number of whole days from now', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(suspensionEnd(now, '1').toISOString()).toBe('2026-03-02T12:00:00.000Z');
    expect(suspensionEnd(now, '365').toISOString()).toBe('2027-03-01T12:00:00.000Z');
  });
});
