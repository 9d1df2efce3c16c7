import { isPastMonth, monthRange, pastMonths, previousMonthOf, reportFileName } from './monthly-report';

describe('the months of the monthly report', () => {
  it('bounds a month by its first midnight UTC and the next month’s, across the year', () => {
    expect(monthRange('2026-12')).toEqual({ from: new Date('2026-12-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') });
    expect(monthRange('2024-02').to).toEqual(new Date('2024-03-01T00:00:00Z'));
    expect(previousMonthOf('2026-01')).toBe('2025-12');
  });

  it('calls a month past once its last UTC day is over', () => {
    expect(isPastMonth('2026-10', new Date('2026-10-31T23:59:59Z'))).toBe(false);
    expect(isPastMonth('2026-10', new Date('2026-11-01T00:00:00Z'))).toBe(true);
  });

  it('offers the months before the current one, the most recent first', () => {
    expect(pastMonths(new Date('2026-01-15T12:00:00Z'), 3)).toEqual(['2025-12', '2025-11', '2025-10']);
  });

  it("names the file by its month, and by the establishment's name folded to ASCII when several are sent together", () => {
    expect(reportFileName('2026-10')).toBe('bonavis-rapport-2026-10.pdf');
    expect(reportFileName('2026-10', 'Crêperie « L’Œuf & Cie »')).toBe('bonavis-rapport-2026-10-creperie-l-oeuf-cie.pdf');
    expect(reportFileName('2026-10', '« »')).toBe('bonavis-rapport-2026-10-etablissement.pdf');
  });
});
