import { narrowedTo, pushOf, tagsOf, type PushAlert, type ReviewGist } from './push-alert';

const PUBLIC_URL = 'https://app.bonavis.fr';
const review = (id: number, rating: number): ReviewGist => ({ id, rating, author: 'Paul R.', excerpt: null });

describe('where an approval alert leads', () => {
  it('opens the one reply waiting, at the top of the queue', () => {
    const { payload } = pushOf({ kind: 'approvals', listingName: 'Boulangerie du Port', reviews: [review(41, 2)] }, PUBLIC_URL);
    expect(payload.url).toBe('https://app.bonavis.fr/aiAssistant?review=41');
  });

  it('opens the queue first when several replies wait', () => {
    const { payload } = pushOf(
      { kind: 'approvals', listingName: 'Boulangerie du Port', reviews: [review(41, 2), review(42, 1)] },
      PUBLIC_URL,
    );
    expect(payload).toMatchObject({
      title: '2 réponses à valider · Boulangerie du Port',
      url: 'https://app.bonavis.fr/aiAssistant?queue=1',
    });
  });
});

describe('a removals alert', () => {
  it('names the one review removed and opens the inbox on its « Retirés » filter', () => {
    const { payload } = pushOf({ kind: 'removals', listingName: 'Boulangerie du Port', reviews: [review(7, 5)] }, PUBLIC_URL);
    expect(payload).toEqual({
      title: 'Avis retiré · Boulangerie du Port',
      body: "L'avis ★★★★★ de Paul R. n'apparaît plus sur votre fiche. Bonavis en garde la copie.",
      url: 'https://app.bonavis.fr/reviews/home?removed=yes',
      tag: 'removals',
    });
  });

  it('counts several, and each review is sent to a device once', () => {
    const alert: PushAlert = { kind: 'removals', listingName: 'Boulangerie du Port', reviews: [review(7, 5), review(8, 1)] };
    expect(pushOf(alert, PUBLIC_URL).payload).toMatchObject({
      title: '2 avis retirés · Boulangerie du Port',
      body: "2 avis n'apparaissent plus sur votre fiche. Bonavis en garde les copies.",
    });
    expect(tagsOf(alert)).toEqual(['removed-7', 'removed-8']);
    expect(narrowedTo(alert, new Set(['removed-8']))).toEqual({ ...alert, reviews: [review(8, 1)] });
    expect(narrowedTo(alert, new Set())).toBeNull();
  });
});
