/**
 * Pages of reviews kept by the listing's reviews version: every statement that writes a listing's reviews moves that
 * version on in its own transaction (a database trigger), and each request loads the version with the listing before
 * it reads a page, so a page kept under the version a request loaded is the page the database would give. A page read
 * while a write commits is kept under the version loaded before it, and is newer than it: never older. Each instance
 * keeps its own pages; the version they are kept by is the database's.
 */
export type ReviewPageCache<Page> = {
  /** The page kept for this listing at this version and these filters, or null. */
  get(listingId: number, version: number, filtersKey: string): Page | null;
  set(listingId: number, version: number, filtersKey: string, page: Page): void;
};

/** Keeps up to `limit` pages, the least recently used going first. */
export function reviewPageCache<Page>(limit: number): ReviewPageCache<Page> {
  const pages = new Map<string, Page>();
  const keyOf = (listingId: number, version: number, filtersKey: string) => `${listingId}:${version}:${filtersKey}`;
  return {
    get(listingId, version, filtersKey) {
      const key = keyOf(listingId, version, filtersKey);
      const page = pages.get(key);
      if (page === undefined) return null;
      // Used again: it goes to the end of the map's order, the last to be dropped.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set(listingId, version, filtersKey, page) {
      if (limit <= 0) return;
      pages.set(keyOf(listingId, version, filtersKey), page);
      if (pages.size > limit) pages.delete(pages.keys().next().value!);
    },
  };
}
