import { countryOfNumber, countryOptions, withDialCode } from './country-calling-codes';

describe('country calling codes', () => {
  it('lists about 240 countries named in the interface language, with their dial codes', () => {
    const french = countryOptions('fr');
    expect(french.length).toBeGreaterThan(230);
    expect(french.find((option) => option.code === 'FR')).toEqual({ code: 'FR', name: 'France', dialCode: '+33' });
    expect(french.find((option) => option.code === 'DE')?.name).toBe('Allemagne');
    expect(countryOptions('es').find((option) => option.code === 'DE')?.name).toBe('Alemania');
    const names = french.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('puts the chosen dial code in place of the previous one, never eating the number', () => {
    expect(withDialCode('', '+33', '+33')).toBe('+33 ');
    expect(withDialCode('+33 6 12 34 56 78', '+33', '+32')).toBe('+32 6 12 34 56 78');
    expect(withDialCode('+33612345678', '+33', '+32')).toBe('+32 612345678');
    expect(withDialCode('06 12 34 56 78', '+33', '+33')).toBe('+33 06 12 34 56 78');
  });

  it('finds the country of a number typed before', () => {
    const options = countryOptions('fr');
    expect(countryOfNumber('+32 470 12 34 56', options, 'FR')?.code).toBe('BE');
    expect(countryOfNumber('+33 6 12 34 56 78', options, 'FR')?.code).toBe('FR');
    expect(countryOfNumber('06 12 34 56 78', options, 'FR')).toBeUndefined();
  });
});
