import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../test-support/render';
import { SiteLink } from './SiteLink';

describe('SiteLink', () => {
  it('is an anchor to its address, and a plain click moves there in the page, adding a history entry', () => {
    const { router } = renderWithSite(<SiteLink to="/en/casino?tab=new">Casino</SiteLink>, { url: '/en' });
    const link = screen.getByRole('link', { name: 'Casino' });
    expect(link.getAttribute('href')).toBe('/en/casino?tab=new');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/en/casino');
    expect(router.state.location.search).toBe('?tab=new');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves a click with a modifier key, another button or another target to the browser', () => {
    const { router } = renderWithSite(
      <>
        <SiteLink to="/en/casino">Casino</SiteLink>
        <SiteLink to="/en/casino" target="_blank">
          Casino in a new tab
        </SiteLink>
      </>,
      { url: '/en' },
    );
    // Whether the link took the click, seen after it (the default then stopped: the test browser would fetch the page).
    const takenByLink: boolean[] = [];
    const afterLink = (event: Event) => {
      takenByLink.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', afterLink);
    const link = screen.getByRole('link', { name: 'Casino' });
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      fireEvent.click(link, click);
    }
    fireEvent.click(screen.getByRole('link', { name: 'Casino in a new tab' }));
    window.removeEventListener('click', afterLink);
    expect(takenByLink).toEqual([false, false, false, false, false, false]);
    expect(router.state.location.pathname).toBe('/en');
  });

  it('replaces the history entry when it leads to the address already shown', () => {
    window.history.replaceState(null, '', '/en/casino');
    const { router } = renderWithSite(<SiteLink to="/en/casino">Casino</SiteLink>, { url: '/en/casino' });
    fireEvent.click(screen.getByRole('link', { name: 'Casino' }));
    expect(router.state.historyAction).toBe('REPLACE');
    window.history.replaceState(null, '', '/');
  });

  it("runs the link's own click handler first, and does not navigate when it prevented the default", () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { router } = renderWithSite(
      <SiteLink to="/en/casino" onClick={onClick}>
        Casino
      </SiteLink>,
      { url: '/en' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Casino' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/en');
  });

  it('hands its state to the page it leads to', () => {
    const { router } = renderWithSite(
      <SiteLink to="/en/myaccount" state={{ from: 'deposit' }}>
        Limits
      </SiteLink>,
      { url: '/en' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Limits' }));
    expect(router.state.location.state).toEqual({ from: 'deposit' });
  });
});
