/**
 * A rendered page as a few strings of moderate length, never one long one (decision 193).
 *
 * V8 keeps a string of more than 64 K characters in its large-object space: making one costs
 * about a millisecond, against microseconds for a string a quarter that size, and a page of the
 * shop is 100–130 K characters. So the page step (stylesheets written in, scripts held, CSP
 * hashes) works on segments of about `SEGMENT_CHARS` each, and the bytes are written segment by
 * segment into one buffer.
 *
 * A segment ends only where the next piece opens an element (`<a`, not `</a>`) outside a script
 * or style element. Each start tag, and each script or style with its text, then lies whole in
 * one segment, which is all the rewrites look for.
 */
export const SEGMENT_CHARS = 16 * 1024;

const LT = 0x3c;
const SLASH = 0x2f;

/** The page's pieces as React wrote them (a tag, an attribute, a text), joined into segments. */
export function segmentsOf(pieces: readonly string[], target = SEGMENT_CHARS): string[] {
  const segments: string[] = [];
  let start = 0;
  let length = 0;
  let inRawText = false;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i] as string;
    if (inRawText) {
      if (piece === "</script>" || piece === "</style>") inRawText = false;
    } else if (piece.charCodeAt(0) === LT && piece.charCodeAt(1) !== SLASH) {
      if (length >= target) {
        segments.push(pieces.slice(start, i).join(""));
        start = i;
        length = 0;
      }
      // React writes an element's name as a piece of its own: its text follows until the closing tag.
      if (piece === "<script" || piece === "<style") inRawText = true;
    }
    length += piece.length;
  }
  segments.push(pieces.slice(start).join(""));
  return segments;
}

/** The page's UTF-8 bytes, written segment by segment into one buffer of their exact length. */
export function bytesOf(segments: readonly string[]): Buffer<ArrayBuffer> {
  let total = 0;
  for (const segment of segments) total += Buffer.byteLength(segment);
  const bytes = Buffer.allocUnsafeSlow(total) as Buffer<ArrayBuffer>;
  let at = 0;
  for (const segment of segments) at += bytes.write(segment, at);
  return bytes;
}

/** A stretch of a segment, `[start, end)`, and the text that takes its place. */
export interface Splice {
  start: number;
  end: number;
  text: string;
}

/**
 * A segment with stretches replaced, as the segments between them and the new texts. What is kept
 * is sliced out of the segment, which V8 keeps as a view of it, not a copy: a rewrite copies none
 * of the page (a page is 100–130 K characters, two bytes each once a ₹ is in it). Every splice
 * replaces or adds whole elements, so each start tag and script still lies whole in one segment.
 * `splices` are in the segment's order and do not overlap.
 */
export function spliced(segment: string, splices: readonly Splice[]): string[] {
  if (splices.length === 0) return [segment];
  const out: string[] = [];
  let at = 0;
  for (const { start, end, text } of splices) {
    if (start > at) out.push(segment.slice(at, start));
    if (text) out.push(text);
    at = end;
  }
  if (at < segment.length) out.push(segment.slice(at));
  return out;
}

/**
 * Each segment with every match of `pattern` (a global expression) replaced by what `replace`
 * answers for it; undefined keeps the match as it is. A segment without a change is kept whole,
 * and one without `start` (the text every match begins with) is not searched.
 */
export function replacedInSegments(
  segments: readonly string[],
  start: string,
  pattern: RegExp,
  replace: (match: RegExpExecArray, segmentIndex: number) => string | undefined,
): string[] {
  return segments.flatMap((segment, i) => {
    if (!segment.includes(start)) return [segment];
    const splices: Splice[] = [];
    for (const match of segment.matchAll(pattern)) {
      const text = replace(match, i);
      if (text !== undefined) splices.push({ start: match.index, end: match.index + match[0].length, text });
    }
    return spliced(segment, splices);
  });
}
