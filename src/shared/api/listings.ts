import { array, boolean, integer, nullable, number, object, oneOf, string, type Static } from './schema';

const listingPreviewProperties = {
  id: string(),
  name: string(),
  categories: array(string()),
  address: object({ full: string() }),
  rating: object({ rating: nullable(number()), count: nullable(integer()) }),
  media: array(object({ url: string() })),
  /** The full maps address the short link leads to. */
  url: string(),
};

/** A business listing as the maps provider describes it, before it is stored (the wizard's preview). */
export const ListingPreviewSchema = object(listingPreviewProperties);
export type ListingPreview = Static<typeof ListingPreviewSchema>;

/** What `POST /reviews/resolve-original-url` answers: the preview, and whether it is demonstration data. */
export const ListingLookupSchema = object({ ...listingPreviewProperties, demo: boolean() });
export type ListingLookup = Static<typeof ListingLookupSchema>;

/** A listing synchronisation as the API reports it. */
export const SyncJobSchema = object({
  id: integer(),
  status: oneOf(['running', 'done', 'failed'] as const),
  percent: integer(),
  fetched: integer(),
  total: nullable(integer()),
});
export type SyncJob = Static<typeof SyncJobSchema>;

/** The owner's stored listing (fields of the API contract, `providerId` … `hasBeenSynchronized`, and `nameKeepsArticle`). */
const listingProperties = {
  providerId: string(),
  cover: nullable(string()),
  name: string(),
  /** The name's leading article is part of a trade mark: French texts keep it as written (`deBusiness`). */
  nameKeepsArticle: boolean(),
  category: nullable(string()),
  address: nullable(string()),
  averageRating: nullable(number()),
  url: nullable(string()),
  shortUrl: string(),
  hasBeenSynchronized: boolean(),
};
export const ListingSchema = object(listingProperties);
export type Listing = Static<typeof ListingSchema>;

/** `GET /reviews/private/location`: the listing, whether it is demonstration data, and its latest synchronisation. */
export const ListingStatusSchema = object({ ...listingProperties, demo: boolean(), synchronization: nullable(SyncJobSchema) });
export type ListingStatus = Static<typeof ListingStatusSchema>;
