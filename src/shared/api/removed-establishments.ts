import { fileNameSlug } from '../text';
import { array, integer, isoDate, nullable, object, string, type Static } from './schema';

/** How long a removed establishment's review history is kept, for evidence, before it is deleted for good. */
export const REMOVED_HISTORY_KEPT_DAYS = 30;

/** A removed establishment whose reviews are still kept: `purgeAfter` is when they go. */
export const RemovedEstablishmentSchema = object({
  id: integer(),
  name: string(),
  address: nullable(string()),
  removedAt: isoDate(),
  purgeAfter: isoDate(),
  reviewCount: integer(),
});
export type RemovedEstablishment = Static<typeof RemovedEstablishmentSchema>;

export const RemovedEstablishmentsSchema = object({ items: array(RemovedEstablishmentSchema) });
export type RemovedEstablishments = Static<typeof RemovedEstablishmentsSchema>;

/**
 * `bonavis-historique-boulangerie-du-port-2026-12-07.csv`: the kept reviews' file, named after the establishment (ASCII
 * only, so it fits a header) and dated the UTC day it was made.
 */
export function removedHistoryFileName(name: string, madeAt: Date): string {
  return `bonavis-historique-${fileNameSlug(name, 'etablissement')}-${madeAt.toISOString().slice(0, 10)}.csv`;
}
