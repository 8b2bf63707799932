// State one server process shares across its bundles. Next compiles the start-up hook (instrumentation.ts) and the
// routes as separate server entries, so a module-level variable set at start-up is another copy than the one a
// route reads: the stored NFL data is kept on globalThis, under one key per piece, so every bundle sees it.
export function processState<T extends object>(key: string, init: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  const symbol = Symbol.for(`fantasy-gm:${key}`);
  return (store[symbol] ??= init());
}
