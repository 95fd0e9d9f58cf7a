import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../api/client';
import { broadcast } from '../events/site-events';
import { authStatusQuery, profileQuery } from '../session/session-queries';
import { LOCAL_KEYS, readStorage, writeStorage } from '../storage/keys';
import type { SiteLanguage } from './languages';

/** The content feature keeps banners under ['banners', ...]; they are in the old language. */
const BANNERS_KEY = ['banners'] as const;

/** A full page load: every catalogue, query and rule starts again in the new language. */
export const pageLoad = {
  assign(path: string) {
    window.location.assign(path);
  },
};

export type LanguageChangeOutcome = 'unchanged' | 'reloaded' | 'profile-updated';

async function hasCompleteProfile(queryClient: QueryClient): Promise<boolean> {
  if (queryClient.getQueryData(authStatusQuery.queryKey)?.loggedIn !== true) return false;
  try {
    const profile = await queryClient.ensureQueryData(profileQuery);
    return profile.userProfileCompleted;
  } catch {
    return false;
  }
}

/**
 * Changing the language (spec part 2, section 4): when it differs from the stored one, cached
 * banners are dropped, the language is stored and broadcast, a logged-in player with a complete
 * profile gets it saved on the profile, and the page loads again at the new language's home.
 */
export function useChangeLanguage() {
  const queryClient = useQueryClient();
  return useCallback(
    async (language: SiteLanguage): Promise<LanguageChangeOutcome> => {
      if (readStorage('local', LOCAL_KEYS.language) === language) return 'unchanged';
      queryClient.removeQueries({ queryKey: BANNERS_KEY });
      writeStorage('local', LOCAL_KEYS.language, language);
      broadcast('languageChanged', { language });
      let outcome: LanguageChangeOutcome = 'reloaded';
      if (await hasCompleteProfile(queryClient)) {
        try {
          await apiRequest('/profile', { method: 'PATCH', body: { language } });
          outcome = 'profile-updated';
        } catch {
          // The page still changes language; the profile keeps the old one until the next change.
        }
      }
      pageLoad.assign(`/${language}`);
      return outcome;
    },
    [queryClient],
  );
}
