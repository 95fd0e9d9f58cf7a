import { ProductionPreflightError } from '@vauhti/server-kit';
import { describe, expect, it } from 'vitest';
import { loadSandboxSportsConfig } from './config';

describe('the production preflight of sandbox-sports', () => {
  it('takes an unset NODE_ENV for production and refuses the platform at its localhost default', () => {
    expect(() => loadSandboxSportsConfig({})).toThrow(
      new ProductionPreflightError('sandbox-sports', [
        'PLATFORM_URL is http://localhost:3000, this machine (the development default): set the real address',
      ]),
    );
  });

  it('accepts a production platform address, and development keeps its default', () => {
    expect(
      loadSandboxSportsConfig({ NODE_ENV: 'production', PLATFORM_URL: 'https://casino.example.com/' }),
    ).toMatchObject({ environment: 'production', platformUrl: 'https://casino.example.com' });
    expect(loadSandboxSportsConfig({ NODE_ENV: 'development' }).platformUrl).toBe('http://localhost:3000');
  });
});
