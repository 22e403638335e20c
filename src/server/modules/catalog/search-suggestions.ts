import { sql } from "drizzle-orm";
import type { SearchSuggestionsDto } from "../../../contracts/catalog";
import { defaultImages } from "../../../domain/color-images";
import { paiseToRupees } from "../../../domain/money";
import { everyWordBegins, plainWords, searchableText, searchTerms } from "../../../domain/search-words";
import { categoryNames, categorySlug } from "../../../domain/vocabulary";
import type { Db } from "../../db/client";
import { keyedCache } from "../../lib/cache";
import { searchMatch, searchScore } from "./search-match";
import type { SearchVocabulary } from "./search-vocabulary";

/** Fewer letters than this say too little to suggest anything. */
export const SUGGEST_MIN_LETTERS = 2;
const PRODUCTS_SUGGESTED = 6;
/** How long suggestions may be kept when another process's change notice is lost. */
const SUGGESTIONS_TTL_MS = 30_000;
const SUGGESTIONS_KEPT = 500;

const NOTHING: SearchSuggestionsDto = { products: [], categories: [] };

interface Row {
  name: string;
  slug: string;
  price_paise: number;
  images: string[];
  image_colors: string[];
  colors: string[];
}

/**
 * What the search box offers as the shopper types (decision 260): the products a search for the
 * letters would list first, and the categories every word begins a word of. Kept per query, in
 * the catalog's words, until the catalog changes.
 */
export function createSearchSuggestions(db: Db, vocabulary: SearchVocabulary) {
  const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

  async function read(query: string): Promise<SearchSuggestionsDto> {
    const synonyms = await vocabulary.synonyms();
    const terms = searchTerms(query, synonyms);
    if (!terms.words.length) return NOTHING;
    const res = await db.execute(sql`select p.name, p.slug, p.price_paise, p.images, p.image_colors, p.colors
      from products p where p.active and ${searchMatch(terms)}
      order by ${searchScore(terms)} desc, p.rank asc nulls last, p.created_at desc, p.id asc
      limit ${PRODUCTS_SUGGESTED}`);
    const products = rowsOf<Row>(res).map((r) => ({
      name: r.name,
      slug: r.slug,
      price: paiseToRupees(r.price_paise),
      image: defaultImages({ images: r.images ?? [], imageColors: r.image_colors ?? [], colors: r.colors ?? [] })[0] ?? "",
    }));
    const categories = categoryNames()
      .filter((name) => everyWordBegins(terms, searchableText(name, synonyms)))
      .map((name) => ({ name, slug: categorySlug(name) }));
    return { products, categories };
  }

  const kept = keyedCache<string, SearchSuggestionsDto, string>({
    ttlMs: SUGGESTIONS_TTL_MS,
    max: SUGGESTIONS_KEPT,
    load: (_key, query) => read(query),
  });

  return {
    /** Nothing for fewer than two letters or digits; otherwise the products and categories offered. */
    suggest(query: string): Promise<SearchSuggestionsDto> {
      const plain = plainWords(query);
      if (plain.replace(/ /g, "").length < SUGGEST_MIN_LETTERS) return Promise.resolve(NOTHING);
      return kept.get(plain, plain);
    },
    invalidate: () => kept.invalidate(),
  };
}

export type SearchSuggestions = ReturnType<typeof createSearchSuggestions>;
