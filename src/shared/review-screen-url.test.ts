import { DEFAULT_FILTERS, filtersFromParams, reviewsScreenPath } from './review-screen-url';

describe('reviewsScreenPath', () => {
  it('is the plain reviews screen for the default view', () => {
    expect(reviewsScreenPath()).toBe('/reviews/home');
  });

  it.each([
    [{ unread: true }, '/reviews/home?unread=1'],
    [{ removed: true }, '/reviews/home?removed=yes'],
    [{ answered: false, q: 'Bruno Lefèvre' }, '/reviews/home?answered=no&q=Bruno+Lef%C3%A8vre'],
  ])('writes %j as the screen reads it', (changes, path) => {
    expect(reviewsScreenPath(changes)).toBe(path);
    expect(filtersFromParams(new URL(path, 'https://app.bonavis.fr').searchParams)).toEqual({ ...DEFAULT_FILTERS, ...changes });
  });
});
