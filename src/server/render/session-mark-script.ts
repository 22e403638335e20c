import { SESSION_MARK_SCRIPT } from "../../domain/session-mark";
import { spliced } from "./page-segments";

const HEAD_START = /<head>(<meta charSet="utf-8"\/>)?/;
const MARK = `<script>${SESSION_MARK_SCRIPT}</script>`;

/**
 * Writes the session mark's script first in the page's head (after its charset), so it runs
 * before anything is drawn. React leaves head elements it did not render in place when it
 * hydrates, as it does the inlined stylesheets; the page's CSP lists it among the scripts the page
 * step writes (`render/page-renderer.ts`).
 */
export function sessionMarkFirst(segments: readonly string[]): string[] {
  const at = segments.findIndex((segment) => HEAD_START.test(segment));
  if (at < 0) return [...segments];
  const head = HEAD_START.exec(segments[at] as string) as RegExpExecArray;
  const end = head.index + head[0].length;
  return [...segments.slice(0, at), ...spliced(segments[at] as string, [{ start: end, end, text: MARK }]), ...segments.slice(at + 1)];
}
