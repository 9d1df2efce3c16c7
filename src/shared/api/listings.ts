/** A business listing as the maps provider describes it, before it is stored (the wizard's preview). */
export type ListingPreview = {
  id: string;
  name: string;
  categories: string[];
  address: { full: string };
  rating: { rating: number | null; count: number | null };
  media: { url: string }[];
  /** The full maps address the short link leads to. */
  url: string;
};

/** What `POST /reviews/resolve-original-url` answers: the preview, and whether it is demonstration data. */
export type ListingLookup = ListingPreview & { demo: boolean };

/** A listing synchronisation as the API reports it. */
export type SyncJob = { id: number; status: 'running' | 'done' | 'failed'; percent: number; fetched: number; total: number | null };

/** The owner's stored listing (fields of the API contract, `providerId` … `hasBeenSynchronized`). */
export type Listing = {
  providerId: string;
  cover: string | null;
  name: string;
  category: string | null;
  address: string | null;
  averageRating: number | null;
  url: string | null;
  shortUrl: string;
  hasBeenSynchronized: boolean;
};

/** `GET /reviews/private/location`: the listing, whether it is demonstration data, and its latest synchronisation. */
export type ListingStatus = Listing & { demo: boolean; synchronization: SyncJob | null };
