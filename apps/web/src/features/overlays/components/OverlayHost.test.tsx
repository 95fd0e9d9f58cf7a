import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api/client';
import { READ_AHEAD_META } from '../../../lib/api/read-ahead';
import { broadcast, onSiteEvent } from '../../../lib/events/site-events';
import { apiError, guestStatus, mockApi } from '../../../test-support/api-mock';
import { finnishSiteContext } from '../../../test-support/fixtures/site';
import { renderWithSite } from '../../../test-support/render';
import { OverlayHost } from './OverlayHost';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function renderHost(url = '/en/casino', extra: React.ReactNode = null) {
  return renderWithSite(
    <>
      <OverlayHost />
      {extra}
    </>,
    { url, path: '/:lang/*' },
  );
}

function urlOf(router: ReturnType<typeof renderHost>['router']) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

async function showServerError(detail: { message: string; url: string; errors?: string[] }) {
  act(() => broadcast('serverError', detail));
  return screen.findByRole('dialog', { name: 'Something went wrong' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('overlay priority (spec 2.3: one overlay at a time)', () => {
  it('shows only the more important of two requested overlays, then the next once it is released', async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    renderHost();
    act(() => broadcast('customServerError', { message: 'Your bonus could not be claimed.' }));
    expect(await screen.findByRole('dialog', { name: 'We could not complete that' })).toBeTruthy();
    await showServerError({ message: 'The server is busy.', url: '/en/casino' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByText('Your bonus could not be claimed.')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'OK' }));
    const custom = await screen.findByRole('dialog', { name: 'We could not complete that' });
    expect(within(custom).getByText('Your bonus could not be claimed.')).toBeTruthy();
  });
});

describe('server-error popup texts (spec 8)', () => {
  it('shows the message and comp1 with a link to the contact page', async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    renderHost();
    const dialog = await showServerError({ message: 'Payment service <b>unavailable</b>.', url: '/en/casino' });
    expect(within(dialog).getByText('unavailable').tagName).toBe('B');
    const link = within(dialog).getByRole('link', { name: 'contact our support team' });
    expect(link.getAttribute('href')).toBe('/en/info/contact-us');
    expect(dialog.textContent).toContain('If this keeps happening, please contact our support team');
  });

  it('shows comp2 without a link when the errors contain accountStatus', async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    renderHost();
    const dialog = await showServerError({ message: 'Account issue.', url: '/en/casino', errors: ['accountStatus'] });
    expect(
      within(dialog).getByText('Please contact our support team for more information about your account.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('never injects the message as HTML', async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    renderHost();
    const dialog = await showServerError({
      message: '<img src=x onerror="alert(1)">Oops<script>alert(2)</script>',
      url: '/en',
    });
    expect(dialog.querySelector('img, script')).toBeNull();
    expect(within(dialog).getByText('Oops')).toBeTruthy();
  });
});

describe('closing the server-error popup (spec 4)', () => {
  it('keeps the location for a deposit url', async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    const { router } = renderHost('/en/casino?service=deposit&amount=20');
    await showServerError({ message: 'Deposit failed.', url: '/en/casino?service=deposit&amount=20' });
    await user().click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(urlOf(router)).toBe('/en/casino?service=deposit&amount=20');
  });

  it('navigates to the causing url for other urls and clears the message', async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    const { router } = renderHost('/en/promotions');
    await showServerError({ message: 'Lobby failed.', url: '/en/casino/slots?sort=new' });
    await user().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(urlOf(router)).toBe('/en/casino/slots?sort=new'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('at the root url reloads the site context and broadcasts the country again after 1000 ms', async () => {
    const { calls } = mockApi({
      'GET /auth/status': guestStatus,
      'GET /site/context': finnishSiteContext({ countryCode: 'NO' }),
    });
    const countries: string[] = [];
    const stop = onSiteEvent('userCountry', ({ countryCode }) => countries.push(countryCode));
    const { router } = renderHost('/en/casino');
    await showServerError({ message: 'Home failed.', url: '/en' });
    const closedAt = Date.now();
    await user().click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(urlOf(router)).toBe('/en'));
    await waitFor(() => expect(calls.some((call) => call.path === '/site/context')).toBe(true));
    expect(countries).toEqual([]);
    await waitFor(() => expect(countries).toEqual(['NO']), { timeout: 2_000 });
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(1_000);
    stop();
  });

  it('a click elsewhere only hides it', async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    const { router } = renderHost('/en/promotions');
    await showServerError({ message: 'Lobby failed.', url: '/en/casino/slots' });
    await user().click(screen.getByTestId('overlay-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(urlOf(router)).toBe('/en/promotions');
  });
});

describe('custom server-error popup (spec 8)', () => {
  it('shows the HTML message and can be closed', async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    renderHost();
    act(() => broadcast('customServerError', { message: 'Limit <em>reached</em>.' }));
    const dialog = await screen.findByRole('dialog', { name: 'We could not complete that' });
    expect(within(dialog).getByText('reached').tagName).toBe('EM');
    await user().click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with Escape', async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    renderHost();
    act(() => broadcast('customServerError', { message: 'Nope.' }));
    await screen.findByRole('dialog');
    await user().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

function FailingQuery({ path }: { path: string }) {
  useQuery({ queryKey: ['probe', path], queryFn: () => apiRequest(path) });
  return null;
}

/** A read the page makes ahead of need (READ_AHEAD_META), as the cashier's warm-up does. */
function FailingReadAhead({ path }: { path: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery({
      queryKey: ['ahead', path],
      queryFn: () => apiRequest(path),
      meta: READ_AHEAD_META,
    });
  }, [queryClient, path]);
  return null;
}

function FailingMutation() {
  const mutation = useMutation({ mutationFn: () => apiRequest('/boom', { method: 'POST' }) });
  return (
    <button type="button" onClick={() => mutation.mutate()}>
      send
    </button>
  );
}

describe('transport faults of queries broadcast a server error', () => {
  it('a query failing with a 5xx shows the server-error popup with the generic text and the page url', async () => {
    mockApi({ 'GET /auth/status': guestStatus, 'GET /boom': apiError(503, 'UNAVAILABLE') });
    const sent: { url: string }[] = [];
    const stop = onSiteEvent('serverError', (detail) => sent.push(detail));
    renderHost('/en/casino?sort=new', <FailingQuery path="/boom" />);
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(within(dialog).getByText('Something went wrong on our side. Please try again in a moment.')).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ url: '/en/casino?sort=new' })]);
    stop();
  });

  it('a network failure shows the connection text', async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).includes('/auth/status')) return new Response(JSON.stringify(guestStatus), { status: 200 });
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    renderHost('/en/casino', <FailingQuery path="/offline" />);
    expect(await screen.findByText('We could not reach Vauhti. Check your connection and try again.')).toBeTruthy();
  });

  it('an answer (4xx) is not a transport fault', async () => {
    const { calls } = mockApi({ 'GET /auth/status': guestStatus, 'GET /missing': apiError(404, 'NOT_FOUND') });
    renderHost('/en/casino', <FailingQuery path="/missing" />);
    await waitFor(() => expect(calls.some((call) => call.path === '/missing')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('broadcasts at most once per 10 seconds however many queries fail', async () => {
    mockApi({
      'GET /auth/status': guestStatus,
      'GET /boom': apiError(500, 'INTERNAL'),
      'GET /bang': apiError(502, 'BAD_GATEWAY'),
    });
    const sent: unknown[] = [];
    const stop = onSiteEvent('serverError', (detail) => sent.push(detail));
    renderHost(
      '/en/casino',
      <>
        <FailingQuery path="/boom" />
        <FailingQuery path="/bang" />
      </>,
    );
    await screen.findByRole('dialog');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(1);
    stop();
  });

  it('a read made ahead of need fails quietly: no popup, no broadcast', async () => {
    const { calls } = mockApi({ 'GET /auth/status': guestStatus, 'GET /boom': apiError(503, 'UNAVAILABLE') });
    const sent: unknown[] = [];
    const stop = onSiteEvent('serverError', (detail) => sent.push(detail));
    renderHost('/en/casino', <FailingReadAhead path="/boom" />);
    await waitFor(() => expect(calls.some((call) => call.path === '/boom')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
    stop();
  });

  it('mutations are left to their forms', async () => {
    const { calls } = mockApi({ 'GET /auth/status': guestStatus, 'POST /boom': apiError(500, 'INTERNAL') });
    renderHost('/en/casino', <FailingMutation />);
    await user().click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
