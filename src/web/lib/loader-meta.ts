import type { MetaDescriptor } from "react-router";

/**
 * A route's `meta` when its loader wrote the page's tags (`meta: pageMeta(...)` from seo.ts).
 * A module of its own: `meta` runs in the browser too, and the tables of seo.ts stay on the server.
 */
export const loaderMeta = ({ data }: { data?: { meta?: MetaDescriptor[] } }): MetaDescriptor[] => data?.meta ?? [];
