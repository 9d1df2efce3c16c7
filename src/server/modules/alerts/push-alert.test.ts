import { pushOf, type ReviewGist } from './push-alert';

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
