import { changeOf } from './dashboard-format';
import { reviewsLink, themeSearchWord } from './dashboard-links';

describe('changeOf', () => {
  it('says which way a figure went and whether that is good news', () => {
    expect(changeOf({ current: 4.3, previous: 4.1 })).toEqual({ direction: 'up', better: true, delta: 0.2 });
    expect(changeOf({ current: 3.9, previous: 4.1 })).toEqual({ direction: 'down', better: false, delta: -0.2 });
    // A shorter response time is progress.
    expect(changeOf({ current: 5, previous: 8 }, { precision: 0, lowerIsBetter: true })).toEqual({
      direction: 'down',
      better: true,
      delta: -3,
    });
  });

  it('calls a change that rounds to nothing stable, and has none without both sides', () => {
    expect(changeOf({ current: 4.31, previous: 4.29 })).toEqual({ direction: 'flat', better: null, delta: 0 });
    expect(changeOf({ current: 4.3, previous: null })).toBeNull();
    expect(changeOf({ current: null, previous: 4 })).toBeNull();
  });
});

describe('links into the reviews screen', () => {
  it('spells the reviews filters as that screen reads them', () => {
    expect(reviewsLink({ ratings: [1, 2], answered: false })).toBe('/reviews/home?rating=1%2C2&answered=no');
    expect(reviewsLink({ unread: true })).toBe('/reviews/home?unread=1');
    expect(reviewsLink({ removed: true })).toBe('/reviews/home?removed=yes');
    expect(reviewsLink({ answered: true, period: '90d' })).toBe('/reviews/home?answered=yes&period=90d');
    expect(reviewsLink({ q: 'attente', period: '30d' })).toBe('/reviews/home?period=30d&q=attente');
  });

  it('leaves the default period out, so a plain link stays plain', () => {
    expect(reviewsLink({ period: 'all' })).toBe('/reviews/home');
  });

  it('searches a theme by its French word, or its key when unknown', () => {
    expect(themeSearchWord('waiting')).toBe('attente');
    expect(themeSearchWord('cleanliness')).toBe('propreté');
    expect(themeSearchWord('parking')).toBe('parking');
  });
});
