"use client";

// A tiny toast store shared by every component (shadcn's pattern): `toast()` works outside React too.
import * as React from "react";
import type { ToastActionElement, ToastProps } from "@/components/ui/toast";

// At most one toast is visible; a new one replaces the current one.
export const TOAST_LIMIT = 1;
// Keep a dismissed toast mounted long enough for its exit animation.
const TOAST_REMOVE_DELAY_MS = 1000;

export type ToasterToast = Omit<ToastProps, "title"> & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

export type ToastInput = Omit<ToasterToast, "id" | "variant"> & { variant?: "default" | "destructive" };

type State = { toasts: ToasterToast[] };
type Action =
  | { type: "ADD"; toast: ToasterToast }
  | { type: "UPDATE"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS"; toastId?: string }
  | { type: "REMOVE"; toastId?: string };

let counter = 0;
function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return counter.toString();
}

const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string) {
  if (removeTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(toastId);
    dispatch({ type: "REMOVE", toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimers.set(toastId, timer);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE":
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case "DISMISS":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE":
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners = new Set<() => void>();
const EMPTY_STATE: State = { toasts: [] };
let memoryState: State = EMPTY_STATE;

function dispatch(action: Action) {
  memoryState = reducer(memoryState, action);
  if (action.type === "DISMISS") {
    for (const t of memoryState.toasts)
      if (action.toastId === undefined || t.id === action.toastId) scheduleRemoval(t.id);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function toast({ ...props }: ToastInput) {
  const id = nextId();
  const dismiss = () => dispatch({ type: "DISMISS", toastId: id });
  dispatch({
    type: "ADD",
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return {
    id,
    dismiss,
    update: (next: Partial<ToastInput>) => dispatch({ type: "UPDATE", toast: { ...next, id } }),
  };
}

export function useToast() {
  // useSyncExternalStore re-reads the store once subscribed, so a toast raised before then (e.g. in a child's
  // mount effect) still shows.
  const state = React.useSyncExternalStore(
    subscribe,
    () => memoryState,
    () => EMPTY_STATE,
  );
  return { ...state, toast, dismiss: (toastId?: string) => dispatch({ type: "DISMISS", toastId }) };
}
