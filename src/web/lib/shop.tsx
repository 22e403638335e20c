import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { type CartMap, cartAdd, cartCount, cartLines, cartSet, sanitizeCart } from "../../domain/cart";
import { TOAST_MS_ACCOUNT } from "../../domain/constants";
import * as MESSAGES from "../../domain/messages";
import { api } from "./api";
import { COUPON_STORAGE_KEY } from "./order-api";
import { readToken, useToken, writeToken } from "./session-token";
import { useToast } from "./toasts";
import { loadWishlist } from "./wishlist";

/** Keys the spec names for the browser's storage (the token's is kept by session-token.ts). */
export const STORAGE = { cart: "cartItems", pendingCartItem: "pendingCartItem" } as const;

interface ShopState {
  token: string | null;
  setToken(token: string | null): void;
  /** The guest's local cart, or the account's cart as the server last sent it. */
  cart: CartMap;
  cartCount: number;
  /** False until the cart has been read from this browser (and, when logged in, from the server). */
  cartReady: boolean;
  /**
   * Adds one of a size/colour ('Select Product Size' / 'Select Product Color' when missing):
   * to the server cart when logged in, to the browser's cart otherwise. Resolves true when added.
   */
  addItem(productId: string, size: string, color: string, opts?: { quiet?: boolean }): Promise<boolean>;
  /** Sets a quantity (0 removes), on the server when logged in. Resolves true when done. */
  updateQuantity(productId: string, size: string, color: string, quantity: number): Promise<boolean>;
  /** Empties the cart in this browser (after an order, or at logout). */
  clearCart(): void;
  /** Reads the account's cart from the server again. */
  reloadCart(): Promise<void>;
  addLocal(productId: string, size: string, color: string): void;
  setLocal(productId: string, size: string, color: string, quantity: number): void;
  replaceCart(cart: CartMap): void;
  /** The line an add just put in the cart (for the cart drawer), until dismissed. */
  lastAdded: AddedLine | null;
  dismissAdded(): void;
}

/** A size and colour of a product just added; `at` tells two adds of the same line apart. */
export interface AddedLine {
  productId: string;
  size: string;
  color: string;
  at: number;
}

const ShopContext = createContext<ShopState | null>(null);

function readStoredCart(): CartMap {
  try {
    return sanitizeCart(JSON.parse(localStorage.getItem(STORAGE.cart) ?? "{}"));
  } catch {
    return {};
  }
}

function readPendingItem(): { itemId: string; size: string; color: string } | null {
  try {
    const v = JSON.parse(localStorage.getItem(STORAGE.pendingCartItem) ?? "null");
    return v && typeof v.itemId === "string" && typeof v.size === "string" && typeof v.color === "string" ? v : null;
  } catch {
    return null;
  }
}

/** The shopper's token and cart: in the browser for guests, on the server once logged in (spec §4). */
export function ShopProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const token = useToken();
  const [cart, setCart] = useState<CartMap>({});
  const [cartReady, setCartReady] = useState(false);
  const [booted, setBooted] = useState(false);
  const [lastAdded, setLastAdded] = useState<AddedLine | null>(null);
  const dismissAdded = useCallback(() => setLastAdded(null), []);

  useEffect(() => {
    setBooted(true);
    // Another tab changed the guest's cart: follow it.
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE.cart && !readToken()) setCart(readStoredCart());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const persist = useCallback((next: CartMap) => {
    setCart(next);
    localStorage.setItem(STORAGE.cart, JSON.stringify(next));
  }, []);

  // The wishlist follows the session as the cart does: a guest's joins the account's at login.
  useEffect(() => {
    if (booted) void loadWishlist(token);
  }, [token, booted]);

  // The cart on screen belongs to the current token; an answer for an older one is dropped.
  const reloadCart = useCallback(async () => {
    const t = readToken();
    if (!t) return;
    const res = await api("POST /api/cart/get");
    if (readToken() !== t) return;
    if (res.ok) setCart(sanitizeCart(res.data.cartData));
    else toast.show(res.message, "error");
    setCartReady(true);
  }, [toast]);

  // Whenever a token is set: move the guest's cart into the account (nothing chosen before login
  // is lost), then add the product page's pending item, then show the account's cart.
  useEffect(() => {
    if (!booted) return;
    if (!token) {
      setCart(readStoredCart());
      setCartReady(true);
      return;
    }
    let cancelled = false;
    setCartReady(false);
    (async () => {
      const guest = readStoredCart();
      // The guest's coupon moves with the guest's cart: from here on the account's cart holds the code.
      if (cartLines(guest).length === 0) localStorage.removeItem(COUPON_STORAGE_KEY);
      else {
        const couponCode = localStorage.getItem(COUPON_STORAGE_KEY);
        const merged = await api("POST /api/cart/merge", { body: { cartData: guest, couponCode } });
        if (cancelled) return;
        if (merged.ok) {
          localStorage.removeItem(STORAGE.cart);
          localStorage.removeItem(COUPON_STORAGE_KEY);
          // Sold-out and removed lines move too; only what was never a product stays behind.
          for (const l of merged.data.notMerged) {
            toast.show(`${l.name || "An item"} is no longer available and was not moved to your cart.`, "error");
          }
        } else {
          toast.show(merged.message, "error");
        }
      }
      const pending = readPendingItem();
      if (pending && !cancelled) {
        localStorage.removeItem(STORAGE.pendingCartItem);
        const added = await api("POST /api/cart/add", { body: pending });
        if (!cancelled) {
          toast.show(added.ok ? MESSAGES.addedAfterLogin : added.message, added.ok ? "success" : "error", TOAST_MS_ACCOUNT);
        }
      }
      if (!cancelled) await reloadCart();
    })();
    return () => {
      cancelled = true;
    };
  }, [token, booted, reloadCart, toast]);

  const value = useMemo<ShopState>(
    () => ({
      token,
      setToken: writeToken,
      cart,
      cartCount: cartCount(cart),
      cartReady,
      async addItem(id, size, color, opts) {
        if (!size) {
          toast.show(MESSAGES.selectSize, "error");
          return false;
        }
        if (!color) {
          toast.show(MESSAGES.selectColor, "error");
          return false;
        }
        if (!token) {
          persist(cartAdd(readStoredCart(), id, size, color));
          if (!opts?.quiet) toast.show(MESSAGES.addedToCart);
          setLastAdded({ productId: id, size, color, at: Date.now() });
          return true;
        }
        const res = await api("POST /api/cart/add", { body: { itemId: id, size, color } });
        if (!res.ok) {
          toast.show(res.message, "error");
          return false;
        }
        if (!opts?.quiet) toast.show(MESSAGES.addedToCart);
        await reloadCart();
        setLastAdded({ productId: id, size, color, at: Date.now() });
        return true;
      },
      async updateQuantity(id, size, color, quantity) {
        if (!token) {
          persist(cartSet(readStoredCart(), id, size, color, quantity));
          return true;
        }
        const res = await api("POST /api/cart/update", { body: { itemId: id, size, color, quantity } });
        if (!res.ok) toast.show(res.message, "error");
        await reloadCart();
        return res.ok;
      },
      clearCart: () => persist({}),
      reloadCart,
      addLocal: (id, size, color) => persist(cartAdd(cart, id, size, color)),
      setLocal: (id, size, color, q) => persist(cartSet(cart, id, size, color, q)),
      replaceCart: persist,
      lastAdded,
      dismissAdded,
    }),
    [token, cart, cartReady, persist, reloadCart, toast, lastAdded, dismissAdded],
  );
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

export function useShop(): ShopState {
  const value = useContext(ShopContext);
  if (!value) throw new Error("no ShopProvider");
  return value;
}
