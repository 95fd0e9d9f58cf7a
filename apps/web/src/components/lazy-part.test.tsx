import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, PartBoundary } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A loader the test settles by hand, attempt by attempt. */
function controlledLoader() {
  const attempts: { resolve: () => void; reject: () => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        attempts.push({ resolve: () => resolve(Greeting), reject: () => reject(new TypeError('Failed to fetch')) });
      }),
  );
  return { load, attempts };
}

function Broken(): ReactNode {
  throw new Error('render bug');
}

class Catcher extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>caught above: {String(this.state.error)}</p> : this.props.children;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lazy parts (code loaded when first needed)', () => {
  it('shows nothing while the code loads, then the part', async () => {
    const { load, attempts } = controlledLoader();
    const part = lazyPart(load);
    render(
      <PartBoundary>
        <part.Component name="Aino" />
      </PartBoundary>,
    );
    expect(screen.queryByText('Hello Aino')).toBeNull();
    await act(async () => attempts[0]?.resolve());
    expect(await screen.findByText('Hello Aino')).toBeTruthy();
  });

  it('renders a part whose code was fetched ahead in the same render as its parent, without suspending', async () => {
    const { load, attempts } = controlledLoader();
    const part = lazyPart(load);
    part.preload();
    await act(async () => attempts[0]?.resolve());
    render(
      <PartBoundary>
        <part.Component name="Mia" />
      </PartBoundary>,
    );
    // Read at once, with no await: a suspended part would show its boundary's fallback (nothing) here.
    expect(screen.getByText('Hello Mia')).toBeTruthy();
  });

  it('preload fetches the code once, ahead of use', async () => {
    const { load, attempts } = controlledLoader();
    const part = lazyPart(load);
    part.preload();
    part.preload();
    await act(async () => attempts[0]?.resolve());
    render(
      <PartBoundary>
        <part.Component name="Lars" />
      </PartBoundary>,
    );
    expect(await screen.findByText('Hello Lars')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load leaves the part out, keeps the rest of the page, reports it, and the next use tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, attempts } = controlledLoader();
    const part = lazyPart(load);
    const onLoadError = vi.fn();
    const page = (attempt: number) => (
      <>
        <p>the rest of the page</p>
        <PartBoundary resetKey={attempt} onLoadError={onLoadError}>
          <part.Component name="Mia" />
        </PartBoundary>
      </>
    );
    const { rerender } = render(page(1));
    await act(async () => attempts[0]?.reject());
    expect(onLoadError).toHaveBeenCalledTimes(1);
    expect(screen.getByText('the rest of the page')).toBeTruthy();
    expect(screen.queryByText('Hello Mia')).toBeNull();

    rerender(page(2));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => attempts[1]?.resolve());
    expect(await screen.findByText('Hello Mia')).toBeTruthy();
  });

  it('a failed preload is retried when the part is used', async () => {
    const { load, attempts } = controlledLoader();
    const part = lazyPart(load);
    part.preload();
    await act(async () => attempts[0]?.reject());
    render(
      <PartBoundary>
        <part.Component name="Liam" />
      </PartBoundary>,
    );
    await act(async () => attempts[1]?.resolve());
    expect(await screen.findByText('Hello Liam')).toBeTruthy();
  });

  it('other errors of the part go on to the boundaries above, as before', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const part = lazyPart(async () => Broken);
    const onLoadError = vi.fn();
    render(
      <Catcher>
        <PartBoundary onLoadError={onLoadError}>
          <part.Component />
        </PartBoundary>
      </Catcher>,
    );
    expect(await screen.findByText('caught above: Error: render bug')).toBeTruthy();
    expect(onLoadError).not.toHaveBeenCalled();
  });
});
