import {
  clampPage,
  DEFAULT_FILTERS,
  filtersFromParams,
  hasActiveFilters,
  pageCountOf,
  paramsFromFilters,
  queryFromFilters,
  REVIEWS_PAGE_SIZE,
} from './review-filters-url';

const parse = (search: string) => filtersFromParams(new URLSearchParams(search));

describe('filters from the URL', () => {
  it('reads every filter', () => {
    expect(
      parse('rating=2,1&answered=no&unread=1&removed=yes&period=30d&q=+cr%C3%A8me+&sort=lowest&page=3&establishments=12,3&group=5'),
    ).toEqual({
      ratings: [1, 2],
      answered: false,
      unread: true,
      removed: true,
      period: '30d',
      q: 'crème',
      sort: 'lowest',
      page: 3,
      establishments: [3, 12],
      group: 5,
    });
    expect(parse('answered=yes').answered).toBe(true);
  });

  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
  });

  it.each([
    ['rating=0,6,abc,3,3', { ratings: [3] }],
    ['answered=maybe', { answered: undefined }],
    ['unread=true', { unread: false }],
    ['removed=1', { removed: false }],
    ['removed=no', { removed: false }],
    ['period=2y', { period: 'all' }],
    ['sort=random', { sort: 'newest' }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=99999999999999999999', { page: 1 }],
    ['source=yelp', { source: undefined }],
    ['source=TheFork', { source: undefined }],
  ])('ignores invalid values: %s', (search, expected) => {
    expect(parse(search)).toEqual({ ...DEFAULT_FILTERS, ...expected });
  });
});

describe('filters to the URL', () => {
  it('writes only what differs from the defaults', () => {
    expect(paramsFromFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips a view', () => {
    const filters = {
      ratings: [1, 2] as const,
      answered: true,
      unread: true,
      removed: true,
      period: '7d',
      q: 'pain',
      sort: 'oldest',
      page: 2,
      establishments: [3, 12],
      group: 4,
    } as const;
    const view = { ...filters, ratings: [...filters.ratings], establishments: [...filters.establishments] };
    expect(filtersFromParams(paramsFromFilters(view))).toEqual(view);
    expect(paramsFromFilters(view).get('rating')).toBe('1,2');
  });

  it('writes the removed filter as removed=yes, the address a removal alert opens', () => {
    expect(paramsFromFilters({ ...DEFAULT_FILTERS, removed: true }).toString()).toBe('removed=yes');
    expect(parse('removed=yes')).toEqual({ ...DEFAULT_FILTERS, removed: true });
  });
});

describe('the source filter', () => {
  it('reads and writes one source as source=<name>, the address the network inbox and the dashboard link to', () => {
    expect(parse('source=tripadvisor')).toEqual({ ...DEFAULT_FILTERS, source: 'tripadvisor' });
    expect(paramsFromFilters({ ...DEFAULT_FILTERS, source: 'thefork', ratings: [5] }).toString()).toBe('rating=5&source=thefork');
    expect(paramsFromFilters(DEFAULT_FILTERS).has('source')).toBe(false);
  });

  it('asks the API for that source only, and counts as a narrowing filter', () => {
    expect(queryFromFilters({ ...DEFAULT_FILTERS, source: 'facebook' })).toMatchObject({ source: 'facebook' });
    expect(queryFromFilters(DEFAULT_FILTERS)).not.toHaveProperty('source');
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, source: 'google' })).toBe(true);
  });
});

describe('API query', () => {
  it('leaves unset filters out', () => {
    expect(queryFromFilters(DEFAULT_FILTERS)).toEqual({ page: 1, pageSize: REVIEWS_PAGE_SIZE, period: 'all', sort: 'newest' });
  });

  it('sends the ratings as a comma list and the booleans', () => {
    expect(queryFromFilters({ ...DEFAULT_FILTERS, ratings: [1, 2], answered: false, unread: true, q: ' creme ' })).toMatchObject({
      ratings: '1,2',
      answered: false,
      unread: true,
      q: 'creme',
    });
  });

  it('asks only for the removed reviews when that filter is on', () => {
    expect(queryFromFilters({ ...DEFAULT_FILTERS, removed: true })).toMatchObject({ removed: 'yes' });
    expect(queryFromFilters(DEFAULT_FILTERS)).not.toHaveProperty('removed');
  });

  it('knows when the list is narrowed', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: 'lowest', page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, answered: false })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, period: '90d' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, removed: true })).toBe(true);
  });
});

describe('pages', () => {
  it('counts pages', () => {
    expect(pageCountOf(0, 10)).toBe(0);
    expect(pageCountOf(1, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(-3, 10)).toBe(0);
  });

  it('clamps a page between 1 and the last', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-1, 5)).toBe(1);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(4, 0)).toBe(1);
  });
});
