import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, guestStatus, mockApi } from '../../test-support/api-mock';
import { testQueryClient } from '../../test-support/render';
import { onSiteEvent } from '../events/site-events';
import { authStatusQuery } from '../session/session-queries';
import { LOCAL_KEYS, readStorage, writeStorage } from '../storage/keys';
import { pageLoad, useChangeLanguage } from './change-language';

const playerStatus = { status: 'logged_in', loggedIn: true, playerId: 7, registration: null };

function setUp() {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useChangeLanguage(), { wrapper });
  return { queryClient, changeLanguage: result.current };
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => {});
  writeStorage('local', LOCAL_KEYS.language, 'en');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('language change (spec part 2, section 4)', () => {
  it('does nothing when the language is the stored one', async () => {
    const { calls } = mockApi({});
    const { queryClient, changeLanguage } = setUp();
    queryClient.setQueryData(['banners', 'home-guest', 'en'], { banners: [] });
    const heard = vi.fn();
    const stop = onSiteEvent('languageChanged', heard);
    await act(() => changeLanguage('en'));
    stop();
    expect(calls).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    expect(heard).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['banners', 'home-guest', 'en'])).toBeDefined();
  });

  it('for a guest: clears banners, stores and broadcasts the language, then loads /xx without a profile update', async () => {
    const { calls } = mockApi({});
    const { queryClient, changeLanguage } = setUp();
    queryClient.setQueryData(authStatusQuery.queryKey, guestStatus as never);
    queryClient.setQueryData(['banners', 'home-guest', 'en'], { banners: [] });
    const heard = vi.fn();
    const stop = onSiteEvent('languageChanged', heard);
    await expect(act(() => changeLanguage('fi'))).resolves.toBe('reloaded');
    stop();
    expect(queryClient.getQueryData(['banners', 'home-guest', 'en'])).toBeUndefined();
    expect(readStorage('local', LOCAL_KEYS.language)).toBe('fi');
    expect(heard).toHaveBeenCalledWith({ language: 'fi' });
    expect(calls).toEqual([]);
    expect(assign).toHaveBeenCalledWith('/fi');
  });

  it('for a player with a complete profile: PATCHes the profile language first, then loads /xx', async () => {
    const order: string[] = [];
    assign.mockImplementation(() => order.push('page load'));
    const { calls } = mockApi({
      'GET /profile': { userProfileCompleted: true, language: 'en' },
      'PATCH /profile': ({ body }: { body: unknown }) => {
        order.push('patch');
        return { userProfileCompleted: true, ...(body as object) };
      },
    });
    const { queryClient, changeLanguage } = setUp();
    queryClient.setQueryData(authStatusQuery.queryKey, playerStatus as never);
    await expect(act(() => changeLanguage('de'))).resolves.toBe('profile-updated');
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/profile',
      body: { language: 'de' },
    });
    expect(order).toEqual(['patch', 'page load']);
    expect(assign).toHaveBeenCalledWith('/de');
  });

  it('for a player whose profile is incomplete: no profile update, just the page load', async () => {
    const { calls } = mockApi({ 'GET /profile': { userProfileCompleted: false, language: 'en' } });
    const { queryClient, changeLanguage } = setUp();
    queryClient.setQueryData(authStatusQuery.queryKey, playerStatus as never);
    await expect(act(() => changeLanguage('no'))).resolves.toBe('reloaded');
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    expect(assign).toHaveBeenCalledWith('/no');
  });

  it('still changes the page when the profile update fails', async () => {
    mockApi({
      'GET /profile': { userProfileCompleted: true, language: 'en' },
      'PATCH /profile': apiError(500, 'INTERNAL'),
    });
    const { queryClient, changeLanguage } = setUp();
    queryClient.setQueryData(authStatusQuery.queryKey, playerStatus as never);
    await expect(act(() => changeLanguage('fi'))).resolves.toBe('reloaded');
    expect(assign).toHaveBeenCalledWith('/fi');
  });
});
