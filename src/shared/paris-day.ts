/** A day of the shops' calendar (Europe/Paris), `YYYY-MM-DD`: what "today" and "once a day" mean to an owner. */
export function parisDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A Paris wall clock: its date `YYYY-MM-DD` and its time `HH:MM`. */
export type ParisWallClock = { date: string; time: string };

/** The date and time an instant shows on a Paris clock. */
export function parisWallClock(instant: Date): ParisWallClock {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/**
 * The instant a Paris wall-clock date and time stands for: the offset is Paris's on that day (CET or CEST), read from
 * the platform's time zone data rather than guessed.
 */
export function parisInstant(date: string, time: string): Date {
  const asUtc = new Date(`${date}T${time}:00Z`);
  const shown = parisWallClock(asUtc);
  const shownAsUtc = new Date(`${shown.date}T${shown.time}:00Z`);
  return new Date(asUtc.getTime() - (shownAsUtc.getTime() - asUtc.getTime()));
}
