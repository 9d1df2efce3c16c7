import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/es';
import { formatDate, formatRelative } from './dates';

describe('dates in the interface language', () => {
  afterEach(() => void dayjs.locale('en'));

  it.each([
    ['fr', '1 décembre 2026', 'il y a 3 jours'],
    ['es', '1 de diciembre de 2026', 'hace 3 días'],
    ['en', 'December 1, 2026', '3 days ago'],
  ])('%s: %s, %s', (language, absolute, relative) => {
    dayjs.locale(language);
    expect(formatDate('2026-12-01T10:00:00Z')).toBe(absolute);
    expect(formatRelative('2026-12-01T10:00:00Z', '2026-12-04T10:00:00Z')).toBe(relative);
  });
});
