import { birthDateForField, formatBirthDateInput } from './birth-date-input';

describe('birth date auto-format', () => {
  it.each([
    ['1', '1'],
    ['14', '14'],
    ['140', '14/0'],
    ['1407', '14/07'],
    ['14071', '14/07/1'],
    ['14071985', '14/07/1985'],
    ['1407198512', '14/07/1985'],
    ['14/07/1985', '14/07/1985'],
    ['14-07-1985', '14/07/1985'],
    ['ab14cd', '14'],
    ['14/', '14/'],
    ['14/07/', '14/07/'],
    ['', ''],
  ])('%j → %j', (typed, shown) => {
    expect(formatBirthDateInput(typed)).toBe(shown);
  });

  it('never exceeds 10 characters', () => {
    expect(formatBirthDateInput('9'.repeat(30))).toHaveLength(10);
  });
});

describe('stored birth date in the field', () => {
  it.each([
    ['29/02/1988', '29/02/1988'],
    ['1988-02-29', '29/02/1988'],
    ['1988-02-29T00:00:00.000Z', '29/02/1988'],
    ['not a date', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (stored, shown) => {
    expect(birthDateForField(stored)).toBe(shown);
  });
});
