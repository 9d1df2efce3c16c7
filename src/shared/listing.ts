/** A business listing as the maps provider describes it and the lookup returns it (spec §3 Location). */
export type ListingLocation = {
  id: string;
  name: string;
  categories: string[];
  address: { full: string };
  rating: { rating: number | null; count: number | null };
  media: { url: string }[];
  /** The full maps address the short link leads to. */
  url: string;
};
