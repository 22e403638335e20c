import { SESSION_MARK_SCRIPT } from "../../domain/session-mark";

const HEAD_START = /<head>(<meta charSet="utf-8"\/>)?/;

/**
 * Writes the session mark's script first in the page's head (after its charset), so it runs
 * before anything is drawn. React leaves head elements it did not render in place when it
 * hydrates, as it does the inlined stylesheets; the page's CSP hashes it with the other inline
 * scripts.
 */
export function sessionMarkFirst(segments: readonly string[]): string[] {
  let done = false;
  return segments.map((segment) => {
    if (done || !HEAD_START.test(segment)) return segment;
    done = true;
    return segment.replace(HEAD_START, (head) => `${head}<script>${SESSION_MARK_SCRIPT}</script>`);
  });
}
