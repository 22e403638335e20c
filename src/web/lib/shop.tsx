import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { type CartMap, cartAdd, cartCount, cartLines, cartSet, sanitizeCart } from "../../domain/cart";
import { TOAST_MS_ACCOUNT } from "../../domain/constants";
import { MESSAGES } from "../../domain/messages";
import { COUPON_STORAGE_KEY } from "./order-api";
import { useToast } from "./toasts";

/** Keys the spec names for the browser's storage. */
export const STORAGE = { token: "token", cart: "cartItems", pendingCartItem: "pendingCartItem" } as const;

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

interface CartAnswer {
  success: boolean;
  message?: string;
  cartData?: CartMap;
  notMerged?: { name: string; status: string }[];
}

async function cartCall(path: string, token: string, body: unknown = {}): Promise<CartAnswer> {
  const res = await fetch(path, { method: "POST", headers: { "content-type": "application/json", token }, body: JSON.stringify(body) });
  const data = (await res.json().catch(() => ({ success: false, message: `The store answered ${res.status}.` }))) as CartAnswer;
  return data;
}

/** The shopper's token and cart: in the browser for guests, on the server once logged in (spec §4). */
export function ShopProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const [token, setTokenState] = useState<string | null>(null);
  const [cart, setCart] = useState<CartMap>({});
  const [cartReady, setCartReady] = useState(false);
  const [booted, setBooted] = useState(false);
  // The cart on screen belongs to this token; answers for an older token are ignored.
  const tokenRef = useRef<string | null>(null);

  useEffect(() => {
    const stored = localStorage.getItem(STORAGE.token);
    tokenRef.current = stored;
    setTokenState(stored);
    if (!stored) {
      setCart(readStoredCart());
      setCartReady(true);
    }
    setBooted(true);
    // Another tab changed the cart or logged in or out: follow it.
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE.cart && !tokenRef.current) setCart(readStoredCart());
      if (e.key === STORAGE.token) {
        tokenRef.current = e.newValue;
        setTokenState(e.newValue);
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const persist = useCallback((next: CartMap) => {
    setCart(next);
    localStorage.setItem(STORAGE.cart, JSON.stringify(next));
  }, []);

  const reloadCart = useCallback(async () => {
    const t = tokenRef.current;
    if (!t) return;
    try {
      const data = await cartCall("/api/cart/get", t);
      if (tokenRef.current !== t) return;
      if (data.success && data.cartData) setCart(sanitizeCart(data.cartData));
      else toast.show(data.message ?? "Could not load your cart.", "error");
    } catch (e) {
      toast.show(e instanceof Error ? e.message : String(e), "error");
    } finally {
      if (tokenRef.current === t) setCartReady(true);
    }
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
        try {
          const couponCode = localStorage.getItem(COUPON_STORAGE_KEY);
          const merged = await cartCall("/api/cart/merge", token, { cartData: guest, couponCode });
          if (cancelled) return;
          if (merged.success) {
            localStorage.removeItem(STORAGE.cart);
            localStorage.removeItem(COUPON_STORAGE_KEY);
            // Sold-out and removed lines move too; only what was never a product stays behind.
            for (const l of merged.notMerged ?? []) {
              toast.show(`${l.name || "An item"} is no longer available and was not moved to your cart.`, "error");
            }
          } else {
            toast.show(merged.message ?? "Could not move your cart into your account.", "error");
          }
        } catch (e) {
          toast.show(e instanceof Error ? e.message : String(e), "error");
        }
      }
      const pending = readPendingItem();
      if (pending && !cancelled) {
        localStorage.removeItem(STORAGE.pendingCartItem);
        const added = await cartCall("/api/cart/add", token, pending).catch((e: unknown) => ({ success: false, message: String(e) }));
        if (!cancelled) {
          toast.show(added.success ? MESSAGES.addedAfterLogin : (added.message ?? "Could not add the item."), added.success ? "success" : "error", TOAST_MS_ACCOUNT);
        }
      }
      if (!cancelled) await reloadCart();
    })();
    return () => {
      cancelled = true;
    };
  }, [token, booted, reloadCart, toast]);

  const setToken = useCallback((next: string | null) => {
    if (next) localStorage.setItem(STORAGE.token, next);
    else localStorage.removeItem(STORAGE.token);
    tokenRef.current = next;
    setTokenState(next);
  }, []);

  const value = useMemo<ShopState>(
    () => ({
      token,
      setToken,
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
          return true;
        }
        try {
          const data = await cartCall("/api/cart/add", token, { itemId: id, size, color });
          if (!data.success) {
            toast.show(data.message ?? "Could not add to cart.", "error");
            return false;
          }
          if (!opts?.quiet) toast.show(MESSAGES.addedToCart);
          await reloadCart();
          return true;
        } catch (e) {
          toast.show(e instanceof Error ? e.message : String(e), "error");
          return false;
        }
      },
      async updateQuantity(id, size, color, quantity) {
        if (!token) {
          persist(cartSet(readStoredCart(), id, size, color, quantity));
          return true;
        }
        try {
          const data = await cartCall("/api/cart/update", token, { itemId: id, size, color, quantity });
          if (!data.success) toast.show(data.message ?? "Could not update the cart.", "error");
          await reloadCart();
          return data.success;
        } catch (e) {
          toast.show(e instanceof Error ? e.message : String(e), "error");
          return false;
        }
      },
      clearCart: () => persist({}),
      reloadCart,
      addLocal: (id, size, color) => persist(cartAdd(cart, id, size, color)),
      setLocal: (id, size, color, q) => persist(cartSet(cart, id, size, color, q)),
      replaceCart: persist,
    }),
    [token, setToken, cart, cartReady, persist, reloadCart, toast],
  );
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

export function useShop(): ShopState {
  const value = useContext(ShopContext);
  if (!value) throw new Error("useShop outside ShopProvider");
  return value;
}
