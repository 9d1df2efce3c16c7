import { countryOptions, withDialCode } from './country-calling-codes';

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

  it('puts the chosen dial code in front of the number', () => {
    expect(withDialCode('', '+33')).toBe('+33 ');
    expect(withDialCode('+33 6 12 34 56 78', '+32')).toBe('+32 6 12 34 56 78');
    expect(withDialCode('06 12 34 56 78', '+33')).toBe('+33 06 12 34 56 78');
  });
});
