/**
 * Named statements are planned for each run's values, on both databases: with Postgres's default,
 * later runs took a generic plan, and the collection's facet query read the whole catalog at
 * 100,000 products (decision 188). Naming saves the parsing and the round trips, not the planning.
 */
export const PLAN_PER_RUN = { plan_cache_mode: "force_custom_plan" } as const;
