import { ValidationError } from 'yup';
import type { AiSettings } from '../api/ai';
import { aiSettingsSchema, comparableWord, manualWordSchema } from './ai-settings-schema';

const valid: AiSettings = {
  tone: 'warm',
  address: 'vous',
  signature: 'Marie, boulangerie Dupont',
  length: 'medium',
  instructions: 'Mentionner notre terrasse.',
  manualWords: ['hygiène', 'intoxication', 'avocat', 'police'],
  autoReply: { mode: 'approve', minRating: 4 },
};

/** The message key yup gives for one field, or null when the field is valid. */
function errorFor(path: string, value: unknown): string | null {
  const [head, tail] = path.split('.');
  const settings = tail
    ? { ...valid, [head]: { ...(valid[head as keyof AiSettings] as object), [tail]: value } }
    : { ...valid, [head]: value };
  try {
    aiSettingsSchema.validateSyncAt(path, settings);
    return null;
  } catch (error) {
    return (error as ValidationError).message;
  }
}

describe('AI settings', () => {
  it('accepts complete, valid settings, and empty optional texts', () => {
    expect(aiSettingsSchema.isValidSync(valid)).toBe(true);
    expect(aiSettingsSchema.isValidSync({ ...valid, signature: '', instructions: '', manualWords: [] })).toBe(true);
  });

  it.each([
    ['tone', 'casual', null],
    ['tone', 'rude', 'validation.aiSettings.tone.invalid'],
    ['address', 'tu', null],
    ['address', 'toi', 'validation.aiSettings.address.invalid'],
    ['length', 'long', null],
    ['length', 'huge', 'validation.aiSettings.length.invalid'],
    ['signature', 'S'.repeat(120), null],
    ['signature', 'S'.repeat(121), 'validation.aiSettings.signature.tooLong'],
    ['signature', `  ${'S'.repeat(120)}  `, null],
    ['instructions', 'I'.repeat(1000), null],
    ['instructions', 'I'.repeat(1001), 'validation.aiSettings.instructions.tooLong'],
    ['manualWords', ['ok'], null],
    ['manualWords', ['x'], 'validation.aiSettings.manualWord.tooShort'],
    ['manualWords', ['w'.repeat(41)], 'validation.aiSettings.manualWord.tooLong'],
    ['manualWords', ['  '], 'validation.aiSettings.manualWord.required'],
    ['manualWords', Array.from({ length: 51 }, (_, index) => `mot${index}`), 'validation.aiSettings.manualWords.tooMany'],
    ['manualWords', ['Hygiène', 'hygiene'], 'validation.aiSettings.manualWords.duplicate'],
    ['autoReply.mode', 'off', null],
    ['autoReply.mode', 'publish', null],
    ['autoReply.mode', 'later', 'validation.aiSettings.autoReply.invalid'],
    ['autoReply.minRating', 1, null],
    ['autoReply.minRating', 5, null],
    ['autoReply.minRating', 0, 'validation.aiSettings.minRating.invalid'],
    ['autoReply.minRating', 6, 'validation.aiSettings.minRating.invalid'],
    ['autoReply.minRating', 3.5, 'validation.aiSettings.minRating.invalid'],
    ['autoReply.minRating', 'x', 'validation.aiSettings.minRating.invalid'],
  ])('%s = %j → %s', (path, value, expected) => {
    expect(errorFor(path, value)).toBe(expected);
  });

  it('trims texts and words when cast, as the API stores them', () => {
    const cast = aiSettingsSchema.cast({ ...valid, signature: '  Marie  ', manualWords: [' police '] });
    expect(cast.signature).toBe('Marie');
    expect(cast.manualWords).toEqual(['police']);
  });

  it('checks one word to add with the list’s own rules', () => {
    expect(manualWordSchema.isValidSync('avocat')).toBe(true);
    expect(() => manualWordSchema.validateSync('a')).toThrow('validation.aiSettings.manualWord.tooShort');
  });

  it('compares words without case, accents or surrounding spaces', () => {
    expect(comparableWord(' Hygiène ')).toBe(comparableWord('HYGIENE'));
  });
});
