/**
 * Memoises an exact computation per config. Configs are immutable data, usually the very objects
 * of maths.ts (found by identity at once); a copy, such as a config read back from JSON, is found
 * by its content, so a server that clones configs still computes each maths once.
 */
export function memoByConfig<Config extends object, Value>(
  compute: (config: Config) => Value,
): (config: Config) => Value {
  const byIdentity = new WeakMap<Config, Value>();
  const byContent = new Map<string, Value>();
  return (config) => {
    const known = byIdentity.get(config);
    if (known !== undefined) return known;
    const key = JSON.stringify(config);
    let value = byContent.get(key);
    if (value === undefined) {
      value = compute(config);
      byContent.set(key, value);
    }
    byIdentity.set(config, value);
    return value;
  };
}
