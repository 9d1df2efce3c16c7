import { checkSmsMessage, isGsm7, smsSegments, SmsError } from './sms-sender';

describe('SMS text rules', () => {
  it.each([
    ['plain ASCII', 'Merci pour votre visite', true],
    ['the French accents GSM-7 has', 'é è à ù ì ò É Ç', true],
    ['the extension table (two septets each)', '€ [ ] { } ~ ^ | \\', true],
    ['ê', 'fenêtre', false],
    ['ç (only Ç is in GSM-7)', 'ça', false],
    ['the typographic apostrophe', 'c’est', false],
    ['an emoji', 'merci 🙂', false],
  ])('tells GSM-7 text from unicode: %s', (_case, text, expected) => {
    expect(isGsm7(text)).toBe(expected);
  });

  it.each([
    ['a', 1],
    ['a'.repeat(160), 1],
    ['a'.repeat(161), 2],
    ['a'.repeat(306), 2],
    ['a'.repeat(307), 3],
    ['a'.repeat(612), 4],
    ['€'.repeat(80), 1],
    ['€'.repeat(81), 2],
    ['ê'.repeat(70), 1],
    ['ê'.repeat(71), 2],
    ['ê'.repeat(612), 10],
  ])('bills %#: %p segments', (text, segments) => {
    expect(smsSegments(text)).toBe(segments);
  });

  it('accepts a valid message and refuses a bad one with INVALID_MESSAGE', () => {
    expect(() => checkSmsMessage({ to: '+33612345678', text: 'Merci', sender: 'Bonavis' })).not.toThrow();
    expect(() => checkSmsMessage({ to: '+33612345678', text: 'Merci', sender: 'B' })).toThrow(SmsError);
    expect(() => checkSmsMessage({ to: '+33612345678', text: 'Merci', sender: 'B' })).toThrow(/sender id must be 3 to 11/);
  });
});
