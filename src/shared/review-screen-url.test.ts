import { DEFAULT_FILTERS, filtersFromParams, reviewsScreenPath } from './review-screen-url';

describe('reviewsScreenPath', () => {
  it('is the plain reviews screen for the default view', () => {
    expect(reviewsScreenPath()).toBe('/reviews/home');
  });

  it.each([
    [{ unread: true }, '/reviews/home?unread=1'],
    [{ removed: true }, '/reviews/home?removed=yes'],
    [{ answered: false, q: 'Bruno Lefèvre' }, '/reviews/home?answered=no&q=Bruno+Lef%C3%A8vre'],
    [{ establishments: [3, 12] }, '/reviews/home?establishments=3%2C12'],
    [{ group: 7 }, '/reviews/home?group=7'],
    [{ source: 'tripadvisor' as const }, '/reviews/home?source=tripadvisor'],
  ])('writes %j as the screen reads it', (changes, path) => {
    expect(reviewsScreenPath(changes)).toBe(path);
    expect(filtersFromParams(new URL(path, 'https://app.bonavis.fr').searchParams)).toEqual({ ...DEFAULT_FILTERS, ...changes });
  });
});

describe('filtersFromParams', () => {
  it('reads the establishments of a hand-edited link once each, ignoring what is not an id', () => {
    const params = new URLSearchParams('establishments=12,x,3,12,0,99999999999&group=abc');
    expect(filtersFromParams(params)).toEqual({ ...DEFAULT_FILTERS, establishments: [3, 12] });
  });
});
