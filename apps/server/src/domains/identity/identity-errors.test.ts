import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IDENTITY_ERROR_STATUS } from './identity-errors';

describe('the identity error codes', () => {
  it('are each exercised by at least one test of this domain', () => {
    // Clients build on these codes; one that no test produces is a promise nobody checks.
    const tests = readdirSync(import.meta.dirname)
      .filter((name) => name.endsWith('.test.ts') && name !== 'identity-errors.test.ts')
      .map((name) => readFileSync(`${import.meta.dirname}/${name}`, 'utf8'))
      .join('\n');
    const untested = Object.keys(IDENTITY_ERROR_STATUS).filter((code) => !tests.includes(`'${code}'`));
    expect(untested).toEqual([]);
  });

  it('are written in upper snake case', () => {
    for (const code of Object.keys(IDENTITY_ERROR_STATUS)) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });
});
