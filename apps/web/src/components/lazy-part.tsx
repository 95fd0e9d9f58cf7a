import { Component, type ComponentType, type LazyExoticComponent, lazy, memo, type ReactNode, Suspense } from 'react';

/** The code of a lazy part could not be fetched (offline, a deploy replaced the chunk). */
export class PartLoadError extends Error {
  override name = 'PartLoadError';
}

export type LazyPart<P extends object> = {
  /** The React.lazy component to render now; a fresh one after a failed fetch, so a later use tries again. */
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts fetching the code ahead of use; a failure is left for the next use to retry. */
  preload: () => void;
};

/**
 * React.lazy for parts of the site that load when first needed: the code can be fetched ahead
 * (preload) and, unlike a plain React.lazy, a failed fetch is not remembered for good.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  type Loaded = { default: ComponentType<P> };
  let pending: Promise<Loaded> | null = null;
  let loaded: Loaded | null = null;
  const fetchCode = () => {
    pending ??= load().then(
      (component) => {
        // Memoized: a part whose props did not change is skipped when its parent renders again
        // (the app shell renders on every navigation, a query change included).
        loaded = { default: memo(component) };
        return loaded;
      },
      (cause: unknown) => {
        pending = null;
        current = lazy(codeForRender);
        throw new PartLoadError('part code could not be loaded', { cause });
      },
    );
    return pending;
  };
  // React.lazy suspends on a promise even when it has settled (its callbacks run a microtask
  // later), and a part that suspended is revealed no sooner than React's reveal throttle (300 ms)
  // allows. Code fetched ahead (preload) is handed over in a thenable that answers at once, which
  // React.lazy reads as loaded: the part renders in the same render as its parent.
  const codeForRender = (): Promise<Loaded> => {
    const ready = loaded;
    if (!ready) return fetchCode();
    // React.lazy only calls then(onLoaded, onFailed) and reads what onLoaded stored.
    // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is the point here
    const settled = { then: (onLoaded: (code: Loaded) => void) => onLoaded(ready) };
    return settled as unknown as Promise<Loaded>;
  };
  let current = lazy(codeForRender);
  return {
    get Component() {
      return current;
    },
    preload() {
      void fetchCode().catch(() => undefined);
    },
  };
}

type PartBoundaryProps = {
  children: ReactNode;
  /** Called when the part's code could not be loaded: the caller frees what waited for it. */
  onLoadError?: () => void;
  /** A change tries the part again after a failed load. */
  resetKey?: unknown;
};

type PartBoundaryState = { error: unknown; resetKey: unknown };

/**
 * Suspense (nothing shown while the code loads) and a boundary for a lazy part: when its code
 * cannot be loaded the part is left out instead of taking the whole site down. Any other error
 * goes on to the boundaries above, as before.
 */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<PartBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: PartBoundaryProps, state: PartBoundaryState): Partial<PartBoundaryState> {
    return props.resetKey === state.resetKey ? {} : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof PartLoadError) this.props.onLoadError?.();
  }

  override render() {
    const { error } = this.state;
    if (error !== null) {
      if (!(error instanceof PartLoadError)) throw error;
      return null;
    }
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
