import { ALL_TEXTS } from '../test/all-texts';
import { API_ERROR_CODES } from '../../shared/api/errors';
import { apiErrorText, formatWait } from './api-error-text';
import { i18n } from '.';

const { fr, en, es } = ALL_TEXTS;

const t = i18n.t.bind(i18n);
const refusal = (code: string, extra: object = {}) => ({ status: 429, data: { statusCode: 429, code, message: 'Refused', ...extra } });

describe('API error messages', () => {
  it.each([
    ['fr', fr],
    ['en', en],
    ['es', es],
  ])('has a %s message for every code of the API contract', (_language, bundle) => {
    const messages = bundle.apiErrors as Record<string, string>;
    expect(API_ERROR_CODES.filter((code) => !messages[code]?.trim())).toEqual([]);
  });

  it("uses the code's message, else the fallback", () => {
    expect(apiErrorText(t, refusal('OTP_EXPIRED'), 'onboarding.toasts.syncError')).toBe('Ce code a expiré, demandez-en un nouveau');
    expect(apiErrorText(t, refusal('SOMETHING_NEW'), 'onboarding.toasts.syncError')).toBe('Erreur lors de la synchronisation');
    expect(apiErrorText(t, { status: 'FETCH_ERROR', data: 'Something went wrong' }, 'onboarding.toasts.syncError')).toBe(
      'Erreur lors de la synchronisation',
    );
  });

  it('puts the details the code carries into its text, the screen’s values standing in for missing ones', () => {
    const refused = { status: 400, data: { statusCode: 400, code: 'INCENTIVE_FORBIDDEN', message: 'Refused', incentive: '-10 %' } };
    expect(apiErrorText(t, refused, 'x')).toBe(
      "Votre phrase promet une contrepartie (« -10 % ») : Google et la loi interdisent toute récompense en échange d'un avis. Retirez-la.",
    );
    const withoutDetail = { status: 400, data: { statusCode: 400, code: 'INCENTIVE_FORBIDDEN', message: 'Refused' } };
    expect(apiErrorText(t, withoutDetail, 'x', { incentive: 'cadeau' })).toMatch(/^Votre phrase promet une contrepartie \(« cadeau »\)/);
  });

  it('adds the wait the server asks for', () => {
    expect(apiErrorText(t, refusal('LOOKUP_LIMIT', { retryAfterSeconds: 45 }), 'x')).toBe(
      'Trop de recherches de fiches en peu de temps, patientez avant de réessayer. Vous pourrez réessayer dans 45 secondes.',
    );
  });

  it.each([
    [1, '1 seconde'],
    [59, '59 secondes'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [3599, '60 minutes'],
    [3600, '1 heure'],
    [3601, '2 heures'],
  ])('says a wait of %i s as %s', (seconds, words) => {
    expect(formatWait(t, seconds)).toBe(words);
  });
});
