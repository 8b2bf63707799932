// Concurrent lookups of one key share one promise, dropped the moment it settles: nothing is kept, so a caller gets
// the answer of a lookup that started at most one lookup's time before it — what a request racing the same write
// would see anyway. A write whose effect must show at once on this process (a revocation) calls forget(key): later
// callers start a fresh lookup.
export class SingleFlight<V> {
  private readonly running = new Map<string, Promise<V>>();

  run(key: string, lookup: () => Promise<V>): Promise<V> {
    const running = this.running.get(key);
    if (running) return running;
    const started = lookup().finally(() => {
      if (this.running.get(key) === started) this.running.delete(key);
    });
    this.running.set(key, started);
    return started;
  }

  forget(key: string): void {
    this.running.delete(key);
  }
}
