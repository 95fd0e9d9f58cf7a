import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleCashierEmbedScript } from '../build/bundle';

// Node environment: esbuild runs here, not in the page.
describe('the script-tag build', () => {
  it('is at most 6 KB (6144 bytes) minified and gzipped', async () => {
    const script = await bundleCashierEmbedScript();
    expect(gzipSync(script, { level: 9 }).length).toBeLessThanOrEqual(6144);
  });

  it('is one self-contained IIFE that installs the globals', async () => {
    const script = await bundleCashierEmbedScript({ minify: false });
    expect(script).not.toMatch(/^\s*(import|export)\s/m);
    expect(script).toContain('_PaymentCashier');
    expect(script).toContain('_PaymentIQCashierReset');
  });
});
