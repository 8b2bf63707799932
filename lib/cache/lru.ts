// The one in-process cache of the app: a bounded LRU (oldest out first past `capacity`, optional time to live).
// Callers put what invalidates an entry in its key (a league's sync stamp, the week), so a sync simply makes new
// keys and the old ones age out. It only saves work that any instance can redo, so it is never shared.
export class Lru<V> {
  private readonly entries = new Map<string, { at: number; value: V }>();

  constructor(
    private readonly capacity: number,
    private readonly ttlMs = Infinity,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (Date.now() - hit.at >= this.ttlMs) return undefined;
    this.entries.set(key, hit); // most recently used last
    return hit.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { at: Date.now(), value });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** The cached value, or `compute()` remembered. A promise that rejects is forgotten: a failure is no answer. */
  memo(key: string, compute: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = compute();
    this.set(key, value);
    if (value instanceof Promise) {
      value.catch(() => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      });
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
