"use client";
import * as React from "react";

const subscribeNothing = () => () => {};
const hydrated = () => true;
const notHydrated = () => false;

/**
 * False while rendering on the server and hydrating, true after: hydration renders what the server did. A control
 * whose handler only exists once React has hydrated (a button that starts a request) stays disabled until then, so
 * a click that lands early is never silently lost.
 */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(subscribeNothing, hydrated, notHydrated);
}
