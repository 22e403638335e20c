import { type CatalogFilters, DEFAULT_FILTERS } from "../../src/domain/catalog";
import { openDatabase } from "../../src/server/db/client";
import { createCatalogSearch } from "../../src/server/modules/catalog/catalog-search";
import { createSearchSuggestions } from "../../src/server/modules/catalog/search-suggestions";
import { createSearchVocabulary } from "../../src/server/modules/catalog/search-vocabulary";
import { scratchDatabase } from "../scratch-database.mjs";
import { fillProducts } from "./catalog-query";

/** What shoppers type: words as typed, typos, synonyms, Hinglish, colour and kind, and nonsense. */
export const BENCH_SEARCHES = [
  "hoodie",
  "hoody",
  "blak hodie",
  "midnite blue tee",
  "swetshirt",
  "oversize tshirt",
  "kids tee",
  "kala sweat shirt",
  "moss green 4711",
  "zxqv",
];

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: Math.round(at(0.5) * 100) / 100, p95: Math.round(at(0.95) * 100) / 100 };
}

/**
 * Search on n generated products (decision 260), cold: every query through a new search service,
 * so nothing is kept in the process. "results" is the collection page of a search (its page of
 * cards, the total and the facet counts of what matched); "suggestions" is what the search box
 * asks for as the shopper types.
 */
export async function benchSearch(n: number, rounds: number, opts: { serverUrl?: string } = {}) {
  const scratch = opts.serverUrl ? await scratchDatabase(opts.serverUrl, "dhaaga_bench_search") : null;
  const database = await openDatabase(scratch ? { databaseUrl: scratch.url, dataDir: "" } : { dataDir: "memory://" });
  try {
    await database.migrate();
    await fillProducts(database.db, n);
    const filters = (search: string): CatalogFilters => ({ ...DEFAULT_FILTERS, search });
    for (const q of BENCH_SEARCHES) await createCatalogSearch(database.db).search(filters(q));
    const results: number[] = [];
    const suggestions: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const q of BENCH_SEARCHES) {
        const vocabulary = createSearchVocabulary(database.db);
        await vocabulary.synonyms();
        const search = createCatalogSearch(database.db, vocabulary);
        let t = performance.now();
        await search.search(filters(q));
        results.push(performance.now() - t);
        const suggest = createSearchSuggestions(database.db, vocabulary);
        t = performance.now();
        await suggest.suggest(q);
        suggestions.push(performance.now() - t);
      }
    }
    return { database: database.kind, products: n, queries: results.length, results: stats(results), suggestions: stats(suggestions) };
  } finally {
    await database.close();
    await scratch?.drop();
  }
}
