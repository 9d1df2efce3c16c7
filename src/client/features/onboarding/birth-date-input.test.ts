import { formatBirthDateInput } from './birth-date-input';

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
