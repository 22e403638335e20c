/** The listing pages (each implies an audience, see collection-url.ts). The header asks this on every page. */
export const COLLECTION_PATHS = ["/collection", "/men", "/women", "/kids"] as const;

export function isCollectionPath(pathname: string): boolean {
  return (COLLECTION_PATHS as readonly string[]).includes(pathname.replace(/(.)\/+$/, "$1"));
}
