/**
 * A shopper's search as words (decision 260). The database keeps each product's search text in
 * the same plain form (`search_plain` and `product_search_text`, migration 0027), so a word of the
 * query and a word of a product compare as they are.
 */

/** A spelling, Hinglish word or second name, and the word the catalog uses for it. */
export interface Synonym {
  term: string;
  means: string;
}

/** Words that say nothing about a product, in English and Hinglish: "tee for kids" and "bacchon ki tee" look for two words. */
const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "the",
  "for",
  "with",
  "of",
  "in",
  "on",
  "to",
  "my",
  "me",
  "by",
  "ka",
  "ki",
  "ke",
  "wala",
  "wali",
  "wale",
]);

/** At most this many words of a query are looked for; the rest of a pasted paragraph is not. */
export const SEARCH_WORDS_MAX = 8;

/**
 * Lower-case words separated by one space: every run of characters that is neither a letter nor
 * a digit is a space, so `%`, `_`, `\` and emoji are never part of a word, let alone a pattern.
 */
export function plainWords(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Each synonym's whole words replaced by the word it means, the longest terms first ("t shirt" before "shirt"). */
export function withSynonyms(plain: string, synonyms: readonly Synonym[]): string {
  const ordered = [...synonyms].sort((a, b) => b.term.length - a.term.length || (a.term < b.term ? -1 : 1));
  let text = ` ${plain} `;
  for (const { term, means } of ordered) {
    const whole = ` ${term} `;
    while (text.includes(whole)) text = text.replace(whole, ` ${means} `);
  }
  return text.trim().replace(/ +/g, " ");
}

/** What a search looks for: its words in the catalog's own terms, each once, without stop words. */
export interface SearchTerms {
  /** The whole query in the catalog's terms, for exact and prefix matches of a name. */
  phrase: string;
  words: string[];
}

export function searchTerms(query: string, synonyms: readonly Synonym[]): SearchTerms {
  const phrase = withSynonyms(plainWords(query), synonyms);
  const words = [...new Set(phrase.split(" ").filter((w) => w && !STOP_WORDS.has(w)))].slice(0, SEARCH_WORDS_MAX);
  return { phrase, words };
}

/** A text's words and the catalog's word of each synonym in it, as the database keeps a product's. */
export function searchableText(text: string, synonyms: readonly Synonym[]): string {
  const plain = plainWords(text);
  const padded = ` ${plain} `;
  const extra = synonyms.filter((s) => padded.includes(` ${s.term} `) && !padded.includes(` ${s.means} `)).map((s) => s.means);
  return [plain, ...new Set(extra)].join(" ");
}

/** Every word of the search begins a word of the text: "hood" finds "Hoodies", as a shopper types. */
export function everyWordBegins(terms: SearchTerms, text: string): boolean {
  const padded = ` ${text}`;
  return terms.words.length > 0 && terms.words.every((w) => padded.includes(` ${w}`));
}

/** Edits between two words, a swap of neighbours counting as one ("tgier" is one from "tiger"). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** How many edits a word of this length may be from the word it was meant to be. */
const editsAllowed = (length: number) => (length < 4 ? 1 : Math.ceil(length / 3));

/** The catalog's word nearest to `word`, if one is near enough; a word of the catalog is itself. */
export function nearestWord(word: string, vocabulary: readonly string[]): string | null {
  if (vocabulary.includes(word)) return word;
  let best: { word: string; edits: number } | null = null;
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.length) > editsAllowed(word.length)) continue;
    const edits = editDistance(word, candidate);
    if (edits <= editsAllowed(word.length) && (!best || edits < best.edits || (edits === best.edits && candidate < best.word))) {
      best = { word: candidate, edits };
    }
  }
  return best?.word ?? null;
}

/**
 * "Did you mean …" for a search that found nothing: each word that has a near word in the catalog,
 * as that word; words with none are left out. Null when no word has one, or nothing would change.
 */
export function didYouMean(terms: SearchTerms, vocabulary: readonly string[]): string | null {
  const near = terms.words.map((w) => nearestWord(w, vocabulary)).filter((w): w is string => w !== null);
  const suggestion = [...new Set(near)].join(" ");
  return suggestion && suggestion !== terms.words.join(" ") ? suggestion : null;
}
