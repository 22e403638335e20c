import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { type CartMap, cartAdd, cartCount, cartSet, sanitizeCart } from "../../domain/cart";

/** Keys the spec names for the browser's storage. */
export const STORAGE = { token: "token", cart: "cartItems", pendingCartItem: "pendingCartItem" } as const;

interface ShopState {
  token: string | null;
  setToken(token: string | null): void;
  cart: CartMap;
  cartCount: number;
  /** Adds one of a size/colour: to the server cart when logged in, to the browser's cart otherwise. */
  addItem(productId: string, size: string, color: string): Promise<void>;
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

/** The shopper's token and cart, kept in the browser for guests, as the spec's client keeps them. */
export function ShopProvider({ children }: { children: ReactNode }) {
  const [token, setTokenState] = useState<string | null>(null);
  const [cart, setCart] = useState<CartMap>({});

  useEffect(() => {
    setTokenState(localStorage.getItem(STORAGE.token));
    setCart(readStoredCart());
    // Another tab changed the cart or logged in or out: follow it.
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE.cart) setCart(readStoredCart());
      if (e.key === STORAGE.token) setTokenState(e.newValue);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const persist = useCallback((next: CartMap) => {
    setCart(next);
    localStorage.setItem(STORAGE.cart, JSON.stringify(next));
  }, []);

  const setToken = useCallback((next: string | null) => {
    if (next) localStorage.setItem(STORAGE.token, next);
    else localStorage.removeItem(STORAGE.token);
    setTokenState(next);
  }, []);

  const value = useMemo<ShopState>(
    () => ({
      token,
      setToken,
      cart,
      cartCount: cartCount(cart),
      async addItem(id, size, color) {
        if (!token) return persist(cartAdd(cart, id, size, color));
        const res = await fetch("/api/cart/add", {
          method: "POST",
          headers: { "content-type": "application/json", token },
          body: JSON.stringify({ itemId: id, size, color }),
        });
        const data = (await res.json()) as { success: boolean; message?: string };
        if (!data.success) throw new Error(data.message ?? "Could not add to cart.");
        setCart(cartAdd(cart, id, size, color));
      },
      addLocal: (id, size, color) => persist(cartAdd(cart, id, size, color)),
      setLocal: (id, size, color, q) => persist(cartSet(cart, id, size, color, q)),
      replaceCart: persist,
    }),
    [token, setToken, cart, persist],
  );
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

export function useShop(): ShopState {
  const value = useContext(ShopContext);
  if (!value) throw new Error("useShop outside ShopProvider");
  return value;
}
