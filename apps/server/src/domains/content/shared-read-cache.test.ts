import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/time/clock';
import { SharedReadCache } from './shared-read-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const LIMITS = { entriesMax: 3, timeToLiveMs: 60_000 };

describe('the shared read cache', () => {
  it('gives concurrent requests for one key a single read, and answers later ones from the cache', async () => {
    const cache = new SharedReadCache<string>(fixedClock(new Date(0)), LIMITS);
    let reads = 0;
    const pending = deferred<string>();
    const read = () => {
      reads += 1;
      return pending.promise;
    };
    const answers = Promise.all(Array.from({ length: 25 }, () => cache.get('fi:about', read)));
    pending.resolve('page');
    expect(await answers).toEqual(Array(25).fill('page'));
    expect(await cache.get('fi:about', read)).toBe('page');
    expect(reads).toBe(1);
  });

  it('reads each key separately', async () => {
    const cache = new SharedReadCache<string>(fixedClock(new Date(0)), LIMITS);
    const keys: string[] = [];
    const read = (key: string) => () => {
      keys.push(key);
      return Promise.resolve(key);
    };
    await Promise.all([cache.get('a', read('a')), cache.get('b', read('b')), cache.get('a', read('a'))]);
    expect(keys).toEqual(['a', 'b']);
  });

  it('forgets a failed read so that the next request tries again', async () => {
    const cache = new SharedReadCache<string>(fixedClock(new Date(0)), LIMITS);
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', () => Promise.resolve('back'))).toBe('back');
  });

  it('reads again after clear(), and a read that was running when cleared is not kept', async () => {
    const cache = new SharedReadCache<string>(fixedClock(new Date(0)), LIMITS);
    const stale = deferred<string>();
    const first = cache.get('k', () => stale.promise);
    cache.clear();
    const fresh = cache.get('k', () => Promise.resolve('new'));
    stale.resolve('old');
    expect(await first).toBe('old');
    expect(await fresh).toBe('new');
    expect(await cache.get('k', () => Promise.resolve('unused'))).toBe('new');
  });

  it('reads again once an entry has lived its time', async () => {
    const clock = fixedClock(new Date(0));
    const cache = new SharedReadCache<number>(clock, LIMITS);
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    expect(await cache.get('k', read)).toBe(1);
    clock.advance(LIMITS.timeToLiveMs - 1);
    expect(await cache.get('k', read)).toBe(1);
    clock.advance(1);
    expect(await cache.get('k', read)).toBe(2);
  });

  it('keeps at most entriesMax entries, dropping the oldest', async () => {
    const cache = new SharedReadCache<string>(fixedClock(new Date(0)), LIMITS);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, () => Promise.resolve(key));
    expect(cache.size).toBe(LIMITS.entriesMax);
    let reread = false;
    await cache.get('a', () => {
      reread = true;
      return Promise.resolve('a');
    });
    expect(reread).toBe(true);
  });
});
