import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { testQueryClient } from '../test/render';
import { RouteErrorPage } from './RouteErrorPage';

describe('a page that cannot load', () => {
  it('offers a reload instead of a blank or technical page when its code cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/en',
          errorElement: <RouteErrorPage />,
          lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        },
      ],
      { initialEntries: ['/en'] },
    );
    render(
      <QueryClientProvider client={testQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });
});
