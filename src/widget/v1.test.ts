import { waitFor, within } from '@testing-library/dom';
import type { WidgetData, WidgetReview } from '../shared/api/widgets';

/** A listing showing TheFork's reviews beside Google's, in a list in French. */
const data: WidgetData = {
  available: true,
  name: 'Chez Marie',
  rating: 4.6,
  total: 128,
  asOf: '2026-03-12T08:00:00.000Z',
  googleUrl: 'https://search.google.com/local/reviews?placeid=abc',
  settings: { layout: 'list', theme: 'light', language: 'fr', reviewCount: 5, hideWithoutText: false, sources: ['google', 'thefork'] },
  sources: ['google', 'thefork'],
  reviews: [
    {
      author: 'Paul M.',
      rating: 5,
      date: '2026-03-11T19:30:00.000Z',
      text: 'Un délice.',
      response: null,
      source: 'thefork',
      sourceRating: 9.2,
      scale: 10,
      recommends: null,
    },
    {
      author: 'Marie D.',
      rating: 4,
      date: '2026-03-10T12:00:00.000Z',
      text: 'Très bon accueil.',
      response: null,
      source: 'google',
      sourceRating: null,
      scale: 5,
      recommends: null,
    },
  ] satisfies WidgetReview[],
};

/** The owner's snippet on a page, then the script run as the page would run it. */
async function mountWidget(answer: WidgetData) {
  document.body.innerHTML = '<script src="https://bonavis.example/widget/v1.js" data-bonavis="AbCdEfGhIjKlMnOp" async></script>';
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve(answer) });
  jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock);
  await jest.isolateModulesAsync(async () => {
    await import('./v1');
  });
  const host = document.querySelector('script[data-bonavis] + div');
  await waitFor(() => expect(host?.shadowRoot?.querySelector('section')).not.toBeNull());
  return { widget: host!.shadowRoot!.querySelector('section')!, fetchMock };
}

afterEach(() => jest.restoreAllMocks());

describe('the widget script, with TheFork beside Google', () => {
  it('names both sources in the legal line, labels each review with its source, and shows TheFork’s rating out of 10', async () => {
    const { widget, fetchMock } = await mountWidget(data);
    expect(fetchMock).toHaveBeenCalledWith('https://bonavis.example/widget/data/AbCdEfGhIjKlMnOp.json', expect.anything());

    expect(
      within(widget).getByText(
        'Avis issus de Google et TheFork, non vérifiés par l’établissement ni par Bonavis, affichés du plus récent au plus ancien. Aucune contrepartie n’a été accordée en échange.',
      ),
    ).toBeInTheDocument();

    const [thefork, google] = within(widget).getAllByRole('listitem');
    expect(within(thefork).getByText('Paul M.')).toBeInTheDocument();
    expect(within(thefork).getByText('TheFork')).toBeInTheDocument();
    // On TheFork's own scale, not as stars out of five.
    expect(within(thefork).getByText('9,2/10')).toBeInTheDocument();
    expect(within(thefork).queryByRole('img')).not.toBeInTheDocument();

    expect(within(google).getByText('Marie D.')).toBeInTheDocument();
    expect(within(google).getByText('Google')).toBeInTheDocument();
    expect(within(google).getByRole('img', { name: 'Note : 4 sur 5' })).toBeInTheDocument();
  });

  it('labels no review and names Google alone when only Google’s reviews are shown', async () => {
    const googleOnly: WidgetData = {
      ...data,
      settings: { ...data.settings, sources: ['google'] },
      sources: ['google'],
      reviews: data.reviews.filter((review) => review.source === 'google'),
    };
    const { widget } = await mountWidget(googleOnly);
    expect(within(widget).getByText(/^Avis issus de Google, non vérifiés/)).toBeInTheDocument();
    const [google] = within(widget).getAllByRole('listitem');
    expect(within(google).queryByText('Google')).not.toBeInTheDocument();
  });
});
