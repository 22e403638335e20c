import { useEffect, useState } from "react";

/**
 * The value of the last breakpoint whose minWidth fits the window. Server rendering and the first
 * browser render both use the first entry, so hydration matches; the real value follows at once.
 */
export function useBreakpointValue<T>(steps: readonly { minWidth: number; value: T }[]): T {
  const [value, setValue] = useState(steps[0].value);
  useEffect(() => {
    const queries = steps.map((s) => window.matchMedia(`(min-width: ${s.minWidth}px)`));
    const update = () => {
      const last = queries.findLastIndex((q) => q.matches);
      setValue(steps[Math.max(0, last)].value);
    };
    update();
    for (const q of queries) q.addEventListener("change", update);
    return () => {
      for (const q of queries) q.removeEventListener("change", update);
    };
  }, [steps]);
  return value;
}

export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const q = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(q.matches);
    const on = () => setReduced(q.matches);
    q.addEventListener("change", on);
    return () => q.removeEventListener("change", on);
  }, []);
  return reduced;
}
