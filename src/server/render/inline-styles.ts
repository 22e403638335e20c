import fs from "node:fs";
import path from "node:path";
import { replacedInSegments } from "./page-segments";

/** A page's stylesheets are written into it up to this many bytes in all; past it they stay links. */
export const INLINE_CSS_MAX_BYTES = 48 * 1024;

/** A stylesheet link as React Router's `<Links />` writes it: `<link rel="stylesheet" href="/assets/…css"/>`. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)(#?)"\/>/g;
const STYLESHEET_START = '<link rel="stylesheet"';
/** The type of a link whose rules the page carries: no browser supports it, so none fetches it. */
const WRITTEN_IN_TYPE = "text/x-written-in";

/**
 * Writes each stylesheet of a server-rendered page into the page: a `<style data-href>` with the
 * file's rules, followed by the original link with a `type` that is not CSS. A browser does not
 * fetch a stylesheet link of a type it does not support, while Chromium 150 fetches a `disabled`
 * one at parse time (decision 213), so the first paint needs no request beyond the page itself. The link stays for two readers: React hydrates the
 * head it rendered (it matches a link by rel and href, not by type), and React Router, before a
 * client navigation, fetches a route's stylesheets unless the document holds a
 * `link[rel="stylesheet"]` with that href. After a client navigation the next route's stylesheets
 * are linked as usual.
 */
export function createStylesheetInliner(clientDir: string, maxBytes = INLINE_CSS_MAX_BYTES) {
  const files = new Map<string, string | null>();
  const cssOf = (href: string): string | null => {
    if (!files.has(href)) {
      let css: string | null = null;
      try {
        css = fs.readFileSync(path.join(clientDir, href), "utf8");
      } catch {
        css = null;
      }
      // A rule that could close the element early is left to the link.
      files.set(href, css !== null && !/<\/style/i.test(css) ? css.replace(/\n\/\*# sourceMappingURL=.*\*\/\s*$/, "") : null);
    }
    return files.get(href) ?? null;
  };
  // What takes a link's place, made once per link: a page gets the same string each time.
  const written = new Map<string, string>();
  const writtenFor = (href: string, hash: string, css: string) => {
    const key = `${href}${hash}`;
    let text = written.get(key);
    if (text === undefined) {
      text = `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${key}" type="${WRITTEN_IN_TYPE}"/>`;
      written.set(key, text);
    }
    return text;
  };
  /** The page's segments (`page-segments.ts`), with its stylesheets written in up to the budget for the whole page. */
  return (segments: readonly string[]): string[] => {
    let budget = maxBytes;
    return replacedInSegments(segments, STYLESHEET_START, STYLESHEET_LINK, ([, href = "", hash = ""]) => {
      const css = cssOf(href);
      if (css === null || css.length > budget) return undefined;
      budget -= css.length;
      return writtenFor(href, hash, css);
    });
  };
}
