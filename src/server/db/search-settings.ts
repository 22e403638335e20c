/**
 * The database settings search's trigram matching relies on (decision 260), given to every
 * connection on both databases. A word of the query matches a product when the closest run of
 * its search text shares at least half of the word's trigrams: PostgreSQL's default of 60 %
 * misses slips in short words ("paisly", "mountian"); at 40 %, "forest" matched the "for" of
 * every description.
 */
export const SEARCH_SETTINGS = { "pg_trgm.word_similarity_threshold": "0.5" } as const;

/** The settings as the options of a PostgreSQL connection's start-up packet. */
export const searchConnectionOptions = (): string =>
  Object.entries(SEARCH_SETTINGS)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(" ");
