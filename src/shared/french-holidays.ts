/**
 * France's public holidays (jours fériés, Code du travail L3133-1) of a year, as `YYYY-MM-DD` with their French name:
 * the eight fixed ones, and Easter Monday, Ascension (Easter + 39 days) and Whit Monday (Easter + 50) from Easter's
 * date (the Gregorian computus). Alsace-Moselle's two more days (Good Friday, 26 December) are not counted.
 */
export type FrenchHoliday = { date: string; name: string };

const FIXED: [month: number, day: number, name: string][] = [
  [1, 1, "Jour de l'an"],
  [5, 1, 'Fête du Travail'],
  [5, 8, 'Victoire 1945'],
  [7, 14, 'Fête nationale'],
  [8, 15, 'Assomption'],
  [11, 1, 'Toussaint'],
  [11, 11, 'Armistice 1918'],
  [12, 25, 'Noël'],
];

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, « Meeus/Jones/Butcher »), in UTC. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The year's public holidays, in date order. */
export function frenchHolidays(year: number): FrenchHoliday[] {
  const easter = Date.parse(`${easterSunday(year)}T00:00:00Z`);
  const movable: FrenchHoliday[] = [
    { date: dayOf(easter + DAY_MS), name: 'Lundi de Pâques' },
    { date: dayOf(easter + 39 * DAY_MS), name: 'Ascension' },
    { date: dayOf(easter + 50 * DAY_MS), name: 'Lundi de Pentecôte' },
  ];
  const fixed = FIXED.map(([month, day, name]) => ({ date: `${year}-${pad(month)}-${pad(day)}`, name }));
  return [...fixed, ...movable].sort((a, b) => a.date.localeCompare(b.date));
}

/** The holidays from `today` (`YYYY-MM-DD`, included) over the next `days` days, in date order. */
export function frenchHolidaysWithin(today: string, days: number): FrenchHoliday[] {
  const last = dayOf(Date.parse(`${today}T00:00:00Z`) + (days - 1) * DAY_MS);
  const years = [...new Set([Number(today.slice(0, 4)), Number(last.slice(0, 4))])];
  return years.flatMap(frenchHolidays).filter((holiday) => holiday.date >= today && holiday.date <= last);
}
