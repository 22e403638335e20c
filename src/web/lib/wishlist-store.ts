import { useSyncExternalStore } from "react";
import { WISHLIST_MAX } from "../../domain/wishlist";

/** The guest's wishlist in this browser: product ids, newest first (decision 261). */
export const WISHLIST_STORAGE_KEY = "wishlist";

type Listener = () => void;
const listeners = new Set<Listener>();
let ids: readonly string[] = [];
let loaded = false;

export function readLocal(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? "[]");
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string").slice(0, WISHLIST_MAX) : [];
  } catch {
    return [];
  }
}

/** The ids on screen; a guest's are kept in the browser too. */
export function setWishlistIds(next: readonly string[], opts: { local?: boolean } = {}) {
  ids = next;
  loaded = true;
  if (opts.local) localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(next));
  for (const l of listeners) l();
}

function subscribe(l: Listener) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The saved product ids: none on the server's page, then this browser's (or the account's) after it loads. */
export const useWishlistIds = (): readonly string[] =>
  useSyncExternalStore(
    subscribe,
    () => ids,
    () => [],
  );

export const useWishlistLoaded = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => loaded,
    () => false,
  );

export const getWishlistIds = (): readonly string[] => ids;
