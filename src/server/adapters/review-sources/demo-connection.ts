import type { SourceConnection, SourceKind } from './review-source';

/** Labels a stand-in's place, so no one takes it for a real listing. */
export const DEMO_NAME = 'Établissement de démonstration';

/**
 * A stand-in's connection: whatever credentials were given are accepted and none is kept (nothing leaves the machine,
 * and a demonstration must not hold a real secret). `externalId` is the platform id given, or one made from `id`.
 */
export function demoConnection(source: SourceKind, id: string, externalId: string | null, url: string | null): SourceConnection {
  return {
    id,
    source,
    externalId: externalId || `demo-${id}`,
    summary: { name: DEMO_NAME, rating: null, reviewCount: null, ranking: null, url },
    secrets: {},
    demo: true,
  };
}

/** The page of `items` a stand-in cursor (a start index) names, and the cursor of the next. */
export function demoPage<T>(items: T[], cursor: string | null | undefined, size: number): { page: T[]; nextCursor: string | null } {
  const start = cursor && /^\d{1,4}$/.test(cursor) ? Number(cursor) : 0;
  const end = start + size;
  return { page: items.slice(start, end), nextCursor: end < items.length ? String(end) : null };
}
