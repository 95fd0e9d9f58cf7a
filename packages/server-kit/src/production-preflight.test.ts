import { describe, expect, it } from 'vitest';
import {
  isLocalUrl,
  localAddressProblem,
  ProductionPreflightError,
  refuseUnsafeProduction,
} from './production-preflight';

describe('refuseUnsafeProduction', () => {
  it('throws one error that lists every problem', () => {
    let thrown: unknown;
    try {
      refuseUnsafeProduction('sandbox-x', ['A is missing', 'B is the development secret']);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ProductionPreflightError);
    const error = thrown as ProductionPreflightError;
    expect(error.problems).toEqual(['A is missing', 'B is the development secret']);
    expect(error.message).toBe(
      'sandbox-x refuses to start in production:\n  - A is missing\n  - B is the development secret',
    );
  });

  it('lets a start with no problems go on', () => {
    expect(refuseUnsafeProduction('sandbox-x', [])).toBeUndefined();
  });
});

describe('isLocalUrl', () => {
  it('recognises this machine under each of its names', () => {
    for (const url of [
      'http://localhost:3000',
      'https://LOCALHOST',
      'http://app.localhost:5000',
      'http://127.0.0.1:5100',
      'http://127.1.2.3',
      'http://[::1]:3000',
      'http://0.0.0.0:3000',
    ]) {
      expect(isLocalUrl(url), url).toBe(true);
    }
  });

  it('leaves other machines alone', () => {
    for (const url of ['https://pay.example.com', 'http://10.0.0.5:5000', 'https://localhost.example.com']) {
      expect(isLocalUrl(url), url).toBe(false);
    }
  });

  it('names the variable and the address in the problem', () => {
    expect(localAddressProblem('PLATFORM_URL', 'http://localhost:3000')).toBe(
      'PLATFORM_URL is http://localhost:3000, this machine (the development default): set the real address',
    );
    expect(localAddressProblem('PLATFORM_URL', 'https://casino.example.com')).toBeNull();
  });
});
