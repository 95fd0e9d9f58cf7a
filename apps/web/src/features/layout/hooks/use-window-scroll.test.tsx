import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollDerived } from './use-window-scroll';

function ScrolledFlag() {
  const scrolled = useScrollDerived((scrollY) => scrollY > 100, false);
  const [, setRenders] = useState(0);
  return (
    <button type="button" onClick={() => setRenders((count) => count + 1)}>
      {scrolled ? 'scrolled' : 'at the top'}
    </button>
  );
}

/** window.scrollY with a counter of reads. */
function watchScrollY(initial: number) {
  let value = initial;
  const read = vi.fn(() => value);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(read);
  return {
    read,
    scrollTo(next: number) {
      value = next;
      window.dispatchEvent(new Event('scroll'));
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useScrollDerived', () => {
  it('follows scroll events, and reads window.scrollY only on a scroll, not when it starts listening or on each render', () => {
    const scroll = watchScrollY(0);
    render(<ScrolledFlag />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('at the top');
    expect(scroll.read).not.toHaveBeenCalled();

    for (let render = 0; render < 3; render++) act(() => button.click());
    expect(scroll.read).not.toHaveBeenCalled();

    act(() => scroll.scrollTo(240));
    expect(button.textContent).toBe('scrolled');
    expect(scroll.read).toHaveBeenCalledTimes(1);
  });
});
