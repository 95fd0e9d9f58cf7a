/** A least-recently-used cache bounded by the total size of its values. */
export class LruCache<Value> {
  private readonly entries = new Map<string, { value: Value; size: number }>();
  private totalSize = 0;

  constructor(private readonly maxTotalSize: number) {}

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-inserting moves the key to the end: Map iteration order is insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Value, size: number) {
    const previous = this.entries.get(key);
    if (previous) {
      this.totalSize -= previous.size;
      this.entries.delete(key);
    }
    if (size > this.maxTotalSize) return;
    this.entries.set(key, { value, size });
    this.totalSize += size;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.totalSize <= this.maxTotalSize) break;
      this.entries.delete(oldestKey);
      this.totalSize -= oldest.size;
    }
  }

  get size(): number {
    return this.totalSize;
  }
}
