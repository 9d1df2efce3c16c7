/** A day of the shops' calendar (Europe/Paris), `YYYY-MM-DD`: what "today" and "once a day" mean to an owner. */
export function parisDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
