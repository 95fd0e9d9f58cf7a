import argon2 from 'argon2';
import { normalizePassword } from './password-policy';

export type Argon2Cost = { memoryCost: number; timeCost: number; parallelism: number };

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 20-40 ms on a server core. */
export const PRODUCTION_ARGON2_COST: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/**
 * The test suites register hundreds of accounts; a cheaper argon2id keeps them fast. Hashes carry
 * their own parameters, so a hash made at either cost verifies at the other, and a login with an
 * outdated cost rehashes the password (see needsRehash).
 */
export const TEST_ARGON2_COST: Argon2Cost = { memoryCost: 1_024, timeCost: 1, parallelism: 1 };

/** Hashes and checks passwords with argon2id. */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly cost: Argon2Cost) {}

  hash(password: string): Promise<string> {
    return argon2.hash(normalizePassword(password), { type: argon2.argon2id, ...this.cost });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, normalizePassword(password));
    } catch {
      // A malformed stored hash is a fault of ours, but it must never let anyone in.
      return false;
    }
  }

  /**
   * Spends the same work as a real check and fails, for a login with an unknown e-mail: the
   * answer's timing then does not tell which addresses have accounts.
   */
  async verifyAgainstNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('the dummy password no account has');
    await this.verify(await this.dummyHash, password);
    return false;
  }

  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, this.cost);
    } catch {
      return true;
    }
  }
}
