import type { ReactNode } from "react";
// React's string renderer is a copy of the renderer apart from the streaming one that renders pages:
// it runs while a page renders, keeps its own state and reads context values from a field of its
// own, so a part sees none of the page's context (only the router given here) and cannot differ
// from page to page for any reason but its key.
import { renderToString } from "react-dom/server.bun";
import { MemoryRouter } from "react-router";
import type { MarkupOnce } from "./lib/markup-once";

/**
 * Renders a part apart from the page the first time its key is asked for, and keeps the markup,
 * the least recently used first to go past `limitChars` (keys and markup counted together).
 */
export function createMarkupOnce(limitChars: number): MarkupOnce {
  const kept = new Map<string, string>();
  let keptChars = 0;
  return (key: string, part: ReactNode) => {
    let markup = kept.get(key);
    if (markup !== undefined) {
      kept.delete(key);
      kept.set(key, markup);
      return markup;
    }
    markup = renderToString(<MemoryRouter>{part}</MemoryRouter>);
    kept.set(key, markup);
    keptChars += key.length + markup.length;
    for (const [oldKey, oldMarkup] of kept) {
      if (keptChars <= limitChars) break;
      kept.delete(oldKey);
      keptChars -= oldKey.length + oldMarkup.length;
    }
    return markup;
  };
}
