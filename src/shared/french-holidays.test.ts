import { easterSunday, frenchHolidays, frenchHolidaysWithin } from './french-holidays';

describe('French public holidays', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('puts Easter %i on %s', (year, easter) => {
    expect(easterSunday(year)).toBe(easter);
  });

  it('lists the eleven holidays of 2026, the Easter-based ones computed', () => {
    expect(frenchHolidays(2026)).toEqual([
      { date: '2026-01-01', name: "Jour de l'an" },
      { date: '2026-04-06', name: 'Lundi de Pâques' },
      { date: '2026-05-01', name: 'Fête du Travail' },
      { date: '2026-05-08', name: 'Victoire 1945' },
      { date: '2026-05-14', name: 'Ascension' },
      { date: '2026-05-25', name: 'Lundi de Pentecôte' },
      { date: '2026-07-14', name: 'Fête nationale' },
      { date: '2026-08-15', name: 'Assomption' },
      { date: '2026-11-01', name: 'Toussaint' },
      { date: '2026-11-11', name: 'Armistice 1918' },
      { date: '2026-12-25', name: 'Noël' },
    ]);
  });

  it('moves the Easter-based holidays of 2027 with Easter', () => {
    const holidays = frenchHolidays(2027);
    expect(holidays).toHaveLength(11);
    expect(holidays.filter((holiday) => ['Lundi de Pâques', 'Ascension', 'Lundi de Pentecôte'].includes(holiday.name))).toEqual([
      { date: '2027-03-29', name: 'Lundi de Pâques' },
      { date: '2027-05-06', name: 'Ascension' },
      { date: '2027-05-17', name: 'Lundi de Pentecôte' },
    ]);
    expect(holidays.at(-1)).toEqual({ date: '2027-12-25', name: 'Noël' });
  });

  it('finds the holidays of the coming days, across the new year and with today included', () => {
    expect(frenchHolidaysWithin('2026-12-20', 14)).toEqual([
      { date: '2026-12-25', name: 'Noël' },
      { date: '2027-01-01', name: "Jour de l'an" },
    ]);
    expect(frenchHolidaysWithin('2026-12-25', 1)).toEqual([{ date: '2026-12-25', name: 'Noël' }]);
    expect(frenchHolidaysWithin('2026-12-26', 6)).toEqual([]);
    expect(frenchHolidaysWithin('2027-04-30', 14).map((holiday) => holiday.date)).toEqual(['2027-05-01', '2027-05-06', '2027-05-08']);
  });
});
