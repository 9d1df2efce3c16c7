import { keptByReviewsVersion } from './kept-by-reviews-version';

describe('answers kept by the reviews version', () => {
  it('gives an answer back for the same listing, version and key only', () => {
    const pages = keptByReviewsVersion<string>(10);
    pages.set(1, 3, '{"page":1}', 'page one at version 3');
    expect(pages.get(1, 3, '{"page":1}')).toBe('page one at version 3');
    expect(pages.get(1, 4, '{"page":1}')).toBeNull();
    expect(pages.get(2, 3, '{"page":1}')).toBeNull();
    expect(pages.get(1, 3, '{"page":2}')).toBeNull();
  });

  it('drops the answer used least recently beyond its limit, and keeps none with a limit of 0', () => {
    const pages = keptByReviewsVersion<string>(2);
    pages.set(1, 0, 'a', 'A');
    pages.set(1, 0, 'b', 'B');
    pages.get(1, 0, 'a');
    pages.set(1, 0, 'c', 'C');
    expect([pages.get(1, 0, 'a'), pages.get(1, 0, 'b'), pages.get(1, 0, 'c')]).toEqual(['A', null, 'C']);

    const none = keptByReviewsVersion<string>(0);
    none.set(1, 0, 'a', 'A');
    expect(none.get(1, 0, 'a')).toBeNull();
  });

  it('reads an answer it does not keep, once, and keeps it', async () => {
    const pages = keptByReviewsVersion<string>(10);
    const read = jest.fn(async () => 'read from the database');
    const listing = { id: 1, reviewsVersion: 3 };
    expect(await pages.keptOr(listing, 'a', read)).toBe('read from the database');
    expect(await pages.keptOr(listing, 'a', read)).toBe('read from the database');
    expect(read).toHaveBeenCalledTimes(1);
    await pages.keptOr({ id: 1, reviewsVersion: 4 }, 'a', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('freezes what it keeps, so no request can change the page the next one is handed; keeping nothing freezes nothing', async () => {
    const pages = keptByReviewsVersion<{ items: { read: boolean }[] }>(10);
    const page = await pages.keptOr({ id: 1, reviewsVersion: 3 }, 'a', async () => ({ items: [{ read: false }] }));
    expect(() => {
      'use strict';
      // @ts-expect-error -- the type says what the run shows: a kept page is read-only.
      page.items[0].read = true;
    }).toThrow(TypeError);
    expect(Object.isFrozen(page.items)).toBe(true);

    const none = keptByReviewsVersion<{ items: { read: boolean }[] }>(0);
    const own = await none.keptOr({ id: 1, reviewsVersion: 3 }, 'a', async () => ({ items: [{ read: false }] }));
    expect(Object.isFrozen(own.items)).toBe(false);
  });
});
