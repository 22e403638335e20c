import { sql } from "drizzle-orm";
import type { Synonym } from "../../../domain/search-words";
import { plainWords } from "../../../domain/search-words";
import { categoryNames } from "../../../domain/vocabulary";
import type { Db } from "../../db/client";
import { keyedCache } from "../../lib/cache";

/** Words shorter than this are not offered as "Did you mean …". */
const WORD_MIN_LENGTH = 3;
/** How long the catalog's words may be kept when another process's change notice is lost. */
const WORDS_TTL_MS = 60_000;

/**
 * The words search knows (decision 260): the shop's synonyms (search_synonyms, which only a
 * migration changes) and the words of the listed products' names and categories, which
 * "Did you mean …" picks from. The words are read once per catalog change, and only when a
 * search finds nothing.
 */
export function createSearchVocabulary(db: Db) {
  const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
  let synonyms: Promise<Synonym[]> | undefined;
  const words = keyedCache<"words", string[], undefined>({
    ttlMs: WORDS_TTL_MS,
    max: 1,
    load: async () => {
      const res = await db.execute(
        sql`select distinct w from products p, regexp_split_to_table(search_plain(p.name), ' ') as w where p.active and length(w) >= ${WORD_MIN_LENGTH}`,
      );
      const fromCategories = categoryNames().flatMap((c) => plainWords(c).split(" "));
      return [...new Set([...rowsOf<{ w: string }>(res).map((r) => r.w), ...fromCategories])].filter((w) => w.length >= WORD_MIN_LENGTH).sort();
    },
  });
  return {
    synonyms(): Promise<Synonym[]> {
      synonyms ??= db.execute(sql`select term, means from search_synonyms`).then((res) => rowsOf<Synonym>(res));
      // A failed read is tried again by the next search.
      synonyms.catch(() => {
        synonyms = undefined;
      });
      return synonyms;
    },
    words: () => words.get("words", undefined),
    invalidate: () => words.invalidate(),
  };
}

export type SearchVocabulary = ReturnType<typeof createSearchVocabulary>;
