import { type SQL, sql } from "drizzle-orm";
import { type SearchTerms, searchTerms, type Synonym } from "../../../domain/search-words";
import { containing, escapeLike } from "../../db/search-text";

/**
 * How a product matches a search and how well (decision 260). A product matches when one of the
 * search's words is in its search text, or near a run of it by trigrams (`<%`, at the threshold of
 * search-settings.ts); both are answered by the trigram index. The more words it holds, and the
 * more of them begin a word of its name, the higher it ranks: a name that is the search, or
 * begins with it, comes first, and a word found as typed always outranks one found only by
 * its likeness.
 */

/** The search text of the filters, in the catalog's words; null when there is none. */
export function termsOf(search: string, synonyms: readonly Synonym[]): SearchTerms | null {
  return search.trim() ? searchTerms(search, synonyms) : null;
}

/**
 * Trigrams need three letters: a shorter word matches only as the start of a word ("xl", "ho" as
 * the shopper types), never inside one (the "no" of "cotton").
 */
const FUZZY_MIN_LENGTH = 3;

const holds = (column: SQL, word: string) => sql`${column} like ${containing(word)} escape '\\'`;
const beginsWordIn = (column: SQL, word: string) => sql`(' ' || ${column}) like ${`% ${escapeLike(word)}%`} escape '\\'`;

/** True for the products a search finds; false for every one when the search has no words ("%", emoji). */
export function searchMatch(terms: SearchTerms, text: SQL = sql`p.search_text`): SQL {
  if (!terms.words.length) return sql`false`;
  const each = terms.words.map((w) => (w.length >= FUZZY_MIN_LENGTH ? sql`(${holds(text, w)} or ${w} <% ${text})` : beginsWordIn(text, w)));
  return sql`(${sql.join(each, sql` or `)})`;
}

/** A product's place in a search's results: higher first. */
export function searchScore(terms: SearchTerms): SQL {
  if (!terms.words.length) return sql`0`;
  const name = sql`search_plain(p.name)`;
  const text = sql`p.search_text`;
  const whole = sql`(case when ${name} = ${terms.phrase} then 1000 when ${name} like ${`${escapeLike(terms.phrase)}%`} escape '\\' then 500 else 0 end)`;
  const perWord = terms.words.map(
    (w) => sql`(case when ${beginsWordIn(text, w)} then 100 when ${holds(text, w)} then 50 else 0 end)
      + (case when ${beginsWordIn(name, w)} then 30 else 0 end)
      + 40 * word_similarity(${w}, ${text})`,
  );
  return sql`(${whole} + ${sql.join(perWord, sql` + `)})`;
}
