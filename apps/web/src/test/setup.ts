import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { readCatalogue } from '../../build/locales';
import { installCatalogue } from '../lib/i18n/i18n';
import { resetOverlays } from '../lib/overlays/overlay-store';

// Components render with the real English catalogue, so a test finds what a player reads.
beforeAll(async () => {
  await installCatalogue('en', readCatalogue('en'));
});

afterEach(() => {
  cleanup();
  resetOverlays();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
