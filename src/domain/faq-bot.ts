import { CHAT_FUZZY_THRESHOLD } from "./constants";
import type { FaqEntry } from "./faq";
import * as MESSAGES from "./messages";

/**
 * The canned-answer chat bot. Score of a question against an FAQ entry (docs/decisions/060):
 * every meaningful word of the question is paired with its most similar word of the entry
 * (Sørensen–Dice coefficient of letter pairs, 0..1), and the score is the mean over the
 * question's words. An entry answers when its score is at least CHAT_FUZZY_THRESHOLD (0.4).
 * Equal scores go to the entry whose own keywords cover the question best: "my order" is
 * claimed by tracking, which lists "order", not by cancelling, whose question merely says it.
 */

const STOP_WORDS = new Set(
  "a an the i me my we our you your is are am was be been do does did can could will would should shall may might to of in on at for from by with and or but if it its this that these those what which who whom how when why there here have has had not no yes please hi hello hey get got any some about into than then so just plz pls tell know want need like".split(
    " ",
  ),
);

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9\s]/g, " ")
    .split(/\s+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
}

function pairs(word: string): string[] {
  if (word.length < 2) return [word];
  const out: string[] = [];
  for (let i = 0; i < word.length - 1; i++) out.push(word.slice(i, i + 2));
  return out;
}

/** Sørensen–Dice coefficient of two words' letter pairs: 1 for equal words, 0 for nothing shared. */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const pa = pairs(a);
  const pb = pairs(b);
  const counts = new Map<string, number>();
  for (const p of pb) counts.set(p, (counts.get(p) ?? 0) + 1);
  let shared = 0;
  for (const p of pa) {
    const n = counts.get(p) ?? 0;
    if (n > 0) {
      shared++;
      counts.set(p, n - 1);
    }
  }
  return (2 * shared) / (pa.length + pb.length);
}

/** How well a question's words are covered by a vocabulary, 0..1; 0 when the question has no meaningful word. */
export function coverageScore(questionWords: string[], vocabulary: string[]): number {
  if (questionWords.length === 0 || vocabulary.length === 0) return 0;
  let total = 0;
  for (const w of questionWords) {
    let best = 0;
    for (const v of vocabulary) best = Math.max(best, wordSimilarity(w, v));
    total += best;
  }
  return total / questionWords.length;
}

export type BotReply =
  | { kind: "ignored" }
  | { kind: "answer"; text: string; entry: FaqEntry; score: number }
  | { kind: "no-match"; text: string; score: number };

/** The bot's reply to one message: empty input is ignored, weak matches get the spec's fallback. */
export function replyTo(message: string, faq: readonly FaqEntry[], threshold = CHAT_FUZZY_THRESHOLD): BotReply {
  if (message.trim() === "") return { kind: "ignored" };
  const asked = words(message);
  let best: { entry: FaqEntry; score: number; claimed: number } | null = null;
  for (const entry of faq) {
    const vocabulary = [...new Set([...words(entry.question), ...entry.keywords])];
    const score = coverageScore(asked, vocabulary);
    if (best && score < best.score) continue;
    const claimed = coverageScore(asked, entry.keywords);
    if (!best || score > best.score || claimed > best.claimed) best = { entry, score, claimed };
  }
  if (best && best.score >= threshold) return { kind: "answer", text: best.entry.answer, entry: best.entry, score: best.score };
  return { kind: "no-match", text: MESSAGES.chatNoMatch, score: best?.score ?? 0 };
}
