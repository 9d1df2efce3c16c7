import { skipToken, type FetchArgs, type FetchBaseQueryMeta, type SkipToken } from '@reduxjs/toolkit/query/react';
import type { AppState } from '../state/app-state';
import { useAppSelector } from '../state/typed-hooks';
import type { TagType } from './base-api';

/*
 * The API cache kept per establishment. An endpoint that acts on one establishment (`establishment: true` in
 * src/shared/api/route-access.ts), or on the organisation of the one named (the team, the company), takes it in its
 * arg: `location`, the establishment chosen in the settings, or null while none is (the server takes the only one).
 * Each establishment's answers are then entries of their own, tagged with it and kept a while once unused: going back
 * to one shows it at once, and a mutation or a server event about one makes only its entries stale. The screens call
 * the api modules' hooks as before: those add the chosen establishment. The establishment gate remounts the screens
 * on a switch, so no hook shows the previous establishment's `data` while the new one's loads.
 */

/** A per-establishment endpoint's arg: the establishment it is for. */
export type AtEstablishment = { location: number | null };

/** How long an establishment's entries stay once no screen uses them: going back within that time is instant. */
export const ESTABLISHMENT_CACHE_SECONDS = 300;

/** What every per-establishment query spreads: its entries kept, its request for the establishment of its arg. */
export const PER_ESTABLISHMENT = { keepUnusedDataFor: ESTABLISHMENT_CACHE_SECONDS, extraOptions: { ownLocation: true } };

/** A per-establishment request: `?location=` names the establishment of the arg (none for null, the only one). */
export function atEstablishment(location: number | null, url: string, params: Record<string, unknown> = {}): FetchArgs {
  const all = location === null ? params : { ...params, location };
  return Object.keys(all).length > 0 ? { url, params: all } : { url };
}

type Tag = TagType | { type: TagType; id: string | number };

/** The tag of one establishment's entries of a type. Its id is not a bare number: a review's tag is its id. */
export function establishmentTag<Type extends TagType>(type: Type, location: number | null) {
  return { type, id: `establishment-${location ?? 'only'}` };
}

/** The establishments of a network request: all those the user sees, those listed, or a group's; in an organisation. */
export type NetworkScope = ({ location: 'all' } | { locations: string } | { group: number }) & { organization?: number };

/** The tag of the network's entries of a type: those covering every establishment the user sees (`?location=all`). */
export function networkTag<Type extends TagType>(type: Type) {
  return { type, id: 'network' };
}

/** What a change to one establishment makes stale: its entries of these types, and the network's, which sum it. */
export function establishmentTags(location: number | null, ...types: TagType[]): Tag[] {
  return types.flatMap((type) => [establishmentTag(type, location), networkTag(type)]);
}

/** The establishment a request named with `?location=`, or null when it named none. */
export function locationOfRequest(meta: Pick<FetchBaseQueryMeta, 'request'>): number | null {
  const location = new URL(meta.request.url, 'http://localhost').searchParams.get('location');
  return location ? Number(location) : null;
}

/**
 * What a mutation makes stale: the entries of these types of the establishment it acted on (the one its request
 * named), or all of them when that is unknown.
 */
export function staleAfter(meta: FetchBaseQueryMeta | undefined, ...types: TagType[]): Tag[] {
  return meta ? establishmentTags(locationOfRequest(meta), ...types) : types;
}

/**
 * The establishment chosen when a mutation starts, as a per-establishment arg: the request is for that one, and so is
 * what the mutation writes in the cache, even if the user switches meanwhile.
 */
export const chosenIn = (getState: () => unknown): AtEstablishment => ({
  location: (getState() as Partial<AppState>).settings?.establishmentId ?? null,
});

/** The establishment the screens show (`settings.establishmentId`), or null while none is chosen. */
export function useChosenEstablishment(): number | null {
  return useAppSelector((state) => state.settings.establishmentId);
}

/** A screen's arg for a per-establishment endpoint, with the establishment shown. */
export function useAtChosen<Arg extends object>(arg: Arg | SkipToken): (Arg & AtEstablishment) | SkipToken {
  const location = useChosenEstablishment();
  return arg === skipToken ? skipToken : { ...arg, location };
}

/**
 * The arg of a per-establishment query about another establishment than perhaps the one shown (a review's, in the
 * network inbox). With none chosen the user has one establishment, which the server takes: that entry is reused.
 */
export function useAtEstablishment(location: number): AtEstablishment {
  return { location: useChosenEstablishment() === null ? null : location };
}

/** The same for an endpoint of no arg of its own. */
export const useChosenOnly = (arg: void | SkipToken): AtEstablishment | SkipToken => useAtChosen(arg === skipToken ? skipToken : {});

/** The options the screens give a per-establishment query hook. */
export type EstablishmentQueryOptions = {
  skip?: boolean;
  pollingInterval?: number;
  refetchOnFocus?: boolean;
  refetchOnMountOrArgChange?: boolean | number;
};
