import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { TOAST_MS_SHOP } from "../../domain/constants";
import s from "./toasts.module.css";

export type ToastType = "success" | "error";
interface Toast {
  id: number;
  message: string;
  type: ToastType;
}

interface ToastApi {
  /**
   * Shows a toast top-right; it closes by itself after `ms` or by its close button. It replaces the
   * error toast shown before it, if any.
   */
  show(message: string, type?: ToastType, ms?: number): void;
  /** Closes the error toasts: the shopper has done what they asked for. */
  dismissErrors(): void;
}

const ToastContext = createContext<ToastApi>({ show: () => {}, dismissErrors: () => {} });

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const close = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(
    () => ({
      show(message, type = "success", ms = TOAST_MS_SHOP) {
        const id = next.current++;
        // Any new toast ends the error toasts before it: a success because what failed is now done,
        // an error because it is the one that holds now, and two never stand side by side.
        setToasts((list) => [...list.filter((t) => t.type !== "error").slice(-3), { id, message, type }]);
        setTimeout(() => close(id), ms);
      },
      dismissErrors() {
        setToasts((list) => (list.some((t) => t.type === "error") ? list.filter((t) => t.type !== "error") : list));
      },
    }),
    [close],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={s.toasts} aria-live="polite" data-testid="toasts">
        {toasts.map((t) => (
          <div
            key={t.id}
            className={`${s.toast} ${t.type === "error" ? s.toastError : s.toastSuccess}`}
            data-testid="toast"
            role={t.type === "error" ? "alert" : "status"}
          >
            <span>{t.message}</span>
            <button type="button" className={s.toastClose} aria-label="Close notification" onClick={() => close(t.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
