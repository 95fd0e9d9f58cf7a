import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brokenPasswordRule, PASSWORD_LENGTH_MAX } from './password-policy';

const email = 'maija.meikalainen@example.test';

describe('password policy', () => {
  it('names the rule a password breaks', () => {
    expect(brokenPasswordRule('Abc-12', email)).toBe('min_length');
    expect(brokenPasswordRule(`a1${'x'.repeat(PASSWORD_LENGTH_MAX)}`, email)).toBe('max_length');
    expect(brokenPasswordRule('Salasanani', email)).toBe('letters_only');
    expect(brokenPasswordRule('1234567890', email)).toBe('digits_only');
    expect(brokenPasswordRule('MAIJA.MEIKALAINEN-1', email)).toBe('contains_email');
  });

  it('accepts 8 to 128 characters that mix kinds', () => {
    expect(brokenPasswordRule('Correct-Horse-9', email)).toBeUndefined();
    expect(brokenPasswordRule('pässwörd 9', email)).toBeUndefined();
    expect(brokenPasswordRule(`a1${'x'.repeat(PASSWORD_LENGTH_MAX - 2)}`, email)).toBeUndefined();
  });

  it('counts characters, not UTF-16 units, so emoji passwords are measured fairly', () => {
    expect(brokenPasswordRule('🎰🎰🎰🎰🎰🎰🎰1', email)).toBeUndefined();
    expect(brokenPasswordRule('🎰🎰🎰1', email)).toBe('min_length');
  });

  it('ignores a short e-mail local part, which would forbid too much', () => {
    expect(brokenPasswordRule('jo-password-1', 'jo@example.test')).toBeUndefined();
  });

  it('refuses every password of letters only, whatever its length', () => {
    const letters = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzäöå'),
      minLength: 8,
      maxLength: 128,
    });
    fc.assert(
      fc.property(letters, (password) => {
        expect(brokenPasswordRule(password, email)).toBe('letters_only');
      }),
    );
  });

  it('accepts any long enough password with a letter and a digit that avoids the e-mail', () => {
    const body = fc.string({ unit: fc.constantFrom(...'xyz!#-_ 0123456789QRS'), minLength: 6, maxLength: 120 });
    fc.assert(
      fc.property(body, (middle) => {
        expect(brokenPasswordRule(`k${middle}7`, email)).toBeUndefined();
      }),
    );
  });
});
