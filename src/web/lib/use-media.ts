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
      let v = steps[0].value;
      queries.forEach((q, i) => q.matches && (v = steps[i].value));
      setValue(v);
    };
    update();
    queries.forEach((q) => q.addEventListener("change", update));
    return () => queries.forEach((q) => q.removeEventListener("change", update));
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
