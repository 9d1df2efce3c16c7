import type { AiSettings } from '../../../shared/api/ai';
import type { PostRequest } from './ai-provider';
import { writeTemplatePost } from './post-templates';

const SETTINGS: AiSettings = {
  tone: 'warm',
  address: 'vous',
  signature: 'Marie, boulangerie Dupont',
  length: 'medium',
  instructions: '',
  manualWords: [],
  autoReply: { mode: 'off', minRating: 4 },
};
const REQUEST: PostRequest = {
  kind: 'event',
  idea: 'dégustation de galettes samedi 9 janvier  à 16 h',
  language: 'fr',
  business: { name: 'Boulangerie Dupont', trade: 'Boulangerie' },
  settings: SETTINGS,
};

describe('the offline writer of posts', () => {
  it('opens by kind, keeps the idea as written, closes in the voice asked and signs', () => {
    expect(writeTemplatePost(REQUEST)).toBe(
      'Rendez-vous chez Boulangerie Dupont ! Dégustation de galettes samedi 9 janvier à 16 h. Nous avons hâte de vous accueillir !\n\nMarie, boulangerie Dupont',
    );
    expect(writeTemplatePost({ ...REQUEST, kind: 'news', settings: { ...SETTINGS, address: 'tu', tone: 'professional' } })).toBe(
      'Du nouveau chez Boulangerie Dupont ! Dégustation de galettes samedi 9 janvier à 16 h. Au plaisir de t’accueillir.\n\nMarie, boulangerie Dupont',
    );
  });

  it('writes English and Spanish, signs with the name when there is no signature, and keeps final punctuation', () => {
    const unsigned = { ...SETTINGS, signature: ' ' };
    expect(writeTemplatePost({ ...REQUEST, language: 'en', kind: 'offer', idea: '10% off on Fridays!', settings: unsigned })).toBe(
      'Special offer at Boulangerie Dupont: 10% off on Fridays! We can’t wait to see you!\n\nBoulangerie Dupont',
    );
    expect(
      writeTemplatePost({ ...REQUEST, language: 'es', kind: 'news', idea: 'pan de masa madre', settings: { ...SETTINGS, address: 'tu' } }),
    ).toBe('¡Novedades en Boulangerie Dupont! Pan de masa madre. ¡Te esperamos con ganas!\n\nMarie, boulangerie Dupont');
  });
});
