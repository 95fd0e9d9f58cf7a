/** The timer functions the background loops of this domain schedule with; tests pass a fake. */
export type Scheduler = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export const realScheduler: Scheduler = {
  setTimeout: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    // A loop waiting for its next turn must not keep a stopping process alive.
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};
