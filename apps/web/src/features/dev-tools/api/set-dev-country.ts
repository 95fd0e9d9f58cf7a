import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DevCountry, DevCountryBody } from '@vauhti/contracts/site';
import { apiRequest } from '../../../lib/api/client';
import { siteContextKey } from '../../../lib/site-context/site-context';

/** PUT /dev/country: sets (a code) or clears (null) this browser's country override cookie. */
export function setDevCountry(countryCode: string | null) {
  const body: DevCountryBody = { countryCode };
  return apiRequest<DevCountry>('/dev/country', { method: 'PUT', body });
}

/** A full page load, so every rule that reads the country runs again from the start. */
export const pageReload = {
  reload() {
    window.location.reload();
  },
};

/** Changes the override, re-reads the site context, then reloads the page. */
export function useSetDevCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDevCountry,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: siteContextKey });
      pageReload.reload();
    },
  });
}
