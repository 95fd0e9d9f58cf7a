import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { readCatalogue } from '../../build/locales';
import { installCatalogue } from '../lib/i18n/i18n';
import { resetOverlays } from '../lib/overlays/overlay-store';

// CI runs this project beside the database and browser suites on two cores, where a screen that
// appears within 200 ms on a quiet machine can take over a second; findBy/waitFor wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

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
