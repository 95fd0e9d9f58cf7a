/** The source of the current time, so that expiries and ages can be tested at any moment. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests that stands still until moved. */
export function fixedClock(start: Date): Clock & { advance(milliseconds: number): void; set(moment: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (milliseconds) => {
      current += milliseconds;
    },
    set: (moment) => {
      current = moment.getTime();
    },
  };
}
