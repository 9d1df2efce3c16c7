import type { GoogleLocalPostsPage, GoogleMediaItem, GoogleMediaPage } from './google-shapes';
import { isBonavisPost, photoFromGoogle, photoToGoogle, postFromGoogle, postToGoogle } from './post-conversion';
import type { PostDraft } from './profile-types';
import { fixture } from './test-fixtures';

const NEWS: PostDraft = {
  kind: 'news',
  summary: 'Nouveau : notre pain au levain bio.',
  languageCode: 'fr',
  photoUrl: 'https://cdn.bonavis.fr/photos/levain.jpg',
  callToAction: { action: 'LEARN_MORE', url: 'https://boulangerie-exemple.fr/pains' },
  event: null,
  offer: null,
};
const OFFER: PostDraft = {
  kind: 'offer',
  summary: '-20 % sur les viennoiseries le mercredi.',
  languageCode: 'fr',
  photoUrl: null,
  callToAction: null,
  event: { title: 'Mercredis gourmands', schedule: { startDate: '2026-06-10', startTime: null, endDate: '2026-06-24', endTime: null } },
  offer: { couponCode: 'MERCREDI20', redeemUrl: 'https://boulangerie-exemple.fr/offre', terms: 'Valable en boutique.' },
};
const EVENT: PostDraft = {
  kind: 'event',
  summary: 'Atelier pain pour les enfants.',
  languageCode: 'fr',
  photoUrl: null,
  callToAction: { action: 'CALL', url: null },
  event: { title: 'Atelier', schedule: { startDate: '2026-06-20', startTime: '14:00', endDate: '2026-06-20', endTime: '16:30' } },
  offer: null,
};

describe("posts: Google's LocalPost both ways", () => {
  it('reads the recorded list: kinds, states, photo, call to action, offer and event; ALERT posts are not Bonavis’s', () => {
    const page = fixture<GoogleLocalPostsPage>('local-posts-list.json');
    const posts = page.localPosts!.filter(isBonavisPost).map(postFromGoogle);
    expect(posts.map((post) => [post.id, post.kind, post.state])).toEqual([
      ['1843215901284765432', 'news', 'live'],
      ['2218890012345678901', 'offer', 'processing'],
      ['3300112233445566778', 'event', 'rejected'],
    ]);
    expect(posts[0]).toMatchObject({
      photoUrl: 'https://lh3.googleusercontent.com/p/AF1QipMdemoPhoto1=s0',
      callToAction: { action: 'LEARN_MORE', url: 'https://boulangerie-exemple.fr/pains' },
      searchUrl: expect.stringContaining('lpsid=1843215901284765432'),
      createdAt: '2026-06-02T08:15:02.417Z',
    });
    expect(posts[1]).toMatchObject({
      event: { title: 'Mercredis gourmands', schedule: { startDate: '2026-06-10', startTime: null, endDate: '2026-06-24', endTime: null } },
      offer: { couponCode: 'MERCREDI20', redeemUrl: 'https://boulangerie-exemple.fr/offre', terms: 'Valable en boutique, hors commandes.' },
    });
    expect(posts[2]).toMatchObject({
      callToAction: { action: 'CALL', url: null },
      event: { schedule: { startTime: '14:00', endTime: '16:30' } },
    });
  });

  it.each([
    ['news', NEWS],
    ['offer', OFFER],
    ['event', EVENT],
  ])('round-trips a %s draft through the LocalPost Google takes', (_kind, draft) => {
    const { id: _id, state: _state, searchUrl: _url, createdAt: _at, ...back } = postFromGoogle(postToGoogle(draft));
    expect(back).toEqual(draft);
  });

  it('sends topicType, the photo by sourceUrl, and nothing Google ignores (no call to action on an offer)', () => {
    expect(postToGoogle(NEWS)).toEqual({
      languageCode: 'fr',
      summary: NEWS.summary,
      topicType: 'STANDARD',
      media: [{ mediaFormat: 'PHOTO', sourceUrl: 'https://cdn.bonavis.fr/photos/levain.jpg' }],
      callToAction: { actionType: 'LEARN_MORE', url: 'https://boulangerie-exemple.fr/pains' },
    });
    const offer = postToGoogle({ ...OFFER, callToAction: { action: 'BOOK', url: 'https://exemple.fr' } });
    expect(offer).toMatchObject({ topicType: 'OFFER', offer: { couponCode: 'MERCREDI20', termsConditions: 'Valable en boutique.' } });
    expect(offer).not.toHaveProperty('callToAction');
    expect(postToGoogle(EVENT).event?.schedule).toEqual({
      startDate: { year: 2026, month: 6, day: 20 },
      startTime: { hours: 14 },
      endDate: { year: 2026, month: 6, day: 20 },
      endTime: { hours: 16, minutes: 30 },
    });
  });
});

describe("photos: Google's MediaItem both ways", () => {
  it('reads the recorded list: category, URLs, size; an owner-less customer photo has no category', () => {
    const [shop, , customer] = fixture<GoogleMediaPage>('media-list.json').mediaItems!.map(photoFromGoogle);
    expect(shop).toEqual({
      id: 'AF1QipOfacade',
      category: 'EXTERIOR',
      googleUrl: 'https://lh3.googleusercontent.com/p/AF1QipOfacade=s0',
      thumbnailUrl: 'https://lh3.googleusercontent.com/p/AF1QipOfacade=s300',
      createdAt: '2026-03-14T16:42:10Z',
      width: 1600,
      height: 1200,
      description: 'La devanture',
    });
    expect(customer).toMatchObject({ id: 'AF1QipQcustomer', category: null, description: null });
  });

  it('creates by sourceUrl, or by the data reference of uploaded bytes', () => {
    expect(photoToGoogle({ category: 'INTERIOR', sourceUrl: 'https://cdn.bonavis.fr/a.jpg' }, null)).toEqual<GoogleMediaItem>({
      mediaFormat: 'PHOTO',
      locationAssociation: { category: 'INTERIOR' },
      sourceUrl: 'https://cdn.bonavis.fr/a.jpg',
    });
    expect(photoToGoogle({ category: 'LOGO', bytes: new Uint8Array([1]), contentType: 'image/png', description: 'Logo' }, 'REF')).toEqual({
      mediaFormat: 'PHOTO',
      locationAssociation: { category: 'LOGO' },
      description: 'Logo',
      dataRef: { resourceName: 'REF' },
    });
  });
});
