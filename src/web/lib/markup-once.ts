import { createContext, type ReactNode } from "react";

/**
 * The markup of a part whose output depends only on its key, rendered once per key (decision 196).
 * The server's entry provides it; in the browser there is none and every part is rendered.
 */
export type MarkupOnce = (key: string, part: ReactNode) => string;

export const MarkupOnceContext = createContext<MarkupOnce | null>(null);
