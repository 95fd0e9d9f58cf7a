import { describe, expect, it } from 'vitest';
import { PasswordHasher, TEST_ARGON2_COST } from './passwords';

const hasher = new PasswordHasher(TEST_ARGON2_COST);

describe('password hashing', () => {
  it('uses argon2id with a salt of its own per hash', async () => {
    const first = await hasher.hash('Correct-Horse-9');
    const second = await hasher.hash('Correct-Horse-9');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(first).not.toBe(second);
    expect(await hasher.verify(first, 'Correct-Horse-9')).toBe(true);
    expect(await hasher.verify(first, 'correct-Horse-9')).toBe(false);
  });

  it('matches a password however its accents were encoded', async () => {
    const composed = 'Caf\u00e9-2024!';
    const decomposed = 'Cafe\u0301-2024!';
    expect(await hasher.verify(await hasher.hash(composed), decomposed)).toBe(true);
  });

  it('never lets a malformed stored hash through', async () => {
    expect(await hasher.verify('not a hash', 'anything')).toBe(false);
  });

  it('fails the dummy check for an unknown account', async () => {
    expect(await hasher.verifyAgainstNothing('the dummy password no account has')).toBe(false);
  });

  it('asks for a rehash when the cost has changed', async () => {
    const hash = await hasher.hash('Correct-Horse-9');
    expect(hasher.needsRehash(hash)).toBe(false);
    expect(new PasswordHasher({ ...TEST_ARGON2_COST, timeCost: 2 }).needsRehash(hash)).toBe(true);
  });
});
