/**
 * Statements with parameters are named and prepared once per connection (decision 188), and
 * Postgres may plan them once for any values (a generic plan) after their first runs. A statement
 * whose best plan depends on its values starts with this comment, and runs unnamed on both
 * databases: parsed and planned with its values every time (decision 189). The collection's
 * facet counts and card page are such statements: a filter may pick a few products or all of
 * them, and a generic plan read the whole catalog at 100,000 products.
 */
export const PLANNED_PER_RUN = "/* planned per run */";

export const isPlannedPerRun = (text: string) => text.startsWith(PLANNED_PER_RUN);
