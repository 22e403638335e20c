declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => { open(): void; on(event: string, cb: (r: unknown) => void): void };
  }
}

/** Loads Razorpay's Checkout script once, on the first online payment, not with the page. */
export function loadRazorpayScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const s = document.createElement("script");
    s.src = src;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error("The payment window could not be loaded. Please try again."));
    document.head.appendChild(s);
  });
}
