import { screen, within } from '@testing-library/react';
import { ActivityTimeline } from './activity-timeline';
import { aDashboardSummary } from './dashboard-fixtures';
import { renderInRouter } from './dashboard-test-kit';
import { FigureCards } from './figure-cards';
import { ListingCard } from './listing-card';
import { RatingChart } from './rating-chart';
import { MonthlyTable } from './monthly-table';
import { RatingDistribution } from './rating-distribution';
import { ThemeBreakdown } from './theme-breakdown';
import { WeeklyActions } from './weekly-actions';

const summary = aDashboardSummary();
const card = (name: RegExp) => screen.getByRole('link', { name });

describe('figure cards', () => {
  it('shows each figure in French with its change against the previous period', () => {
    renderInRouter(<FigureCards figures={summary.figures} period="90d" />);
    expect(card(/Note moyenne/)).toHaveTextContent(/^Note moyenne4,3\+0,2 vs période précédente$/);
    expect(card(/Nouveaux avis/)).toHaveTextContent(/12.*-3 vs période précédente.*194 avis au total/);
    expect(card(/Taux de réponse/)).toHaveTextContent(/87\s%\+7 pts vs période précédente/);
    expect(card(/Délai médian/)).toHaveTextContent(/5 h-2 h vs période précédente/);
    expect(card(/Avis non lus/)).toHaveTextContent('3');
    expect(card(/Crédits IA/)).toHaveTextContent('25');
  });

  it('shows the review requests of the period: sent, opened, reviews they brought, with a link to them', () => {
    renderInRouter(<FigureCards figures={summary.figures} period="30d" requests={summary.requests} />);
    expect(card(/Demandes d'avis/)).toHaveTextContent(/^Demandes d'avis envoyées1258\s%\souvertes · 3 avis reçus \(estimation\)$/);
    expect(card(/Demandes d'avis/)).toHaveAttribute('href', '/reviews/requests');
  });

  it('invites to ask for reviews when none was sent in the period', () => {
    renderInRouter(<FigureCards figures={summary.figures} period="30d" requests={{ sent: 0, opened: 0, reviewsReceived: 0 }} />);
    expect(card(/Demandes d'avis/)).toHaveTextContent('Demandez un avis à vos clients');
  });

  it('marks a good change green and up, a bad one red and down, a shorter delay as good news', () => {
    renderInRouter(<FigureCards figures={summary.figures} period="30d" />);
    const change = (name: RegExp) => within(card(name)).getByText(/vs période précédente/);
    expect(change(/Note moyenne/)).toHaveAttribute('data-direction', 'up');
    expect(change(/Nouveaux avis/)).toHaveAttribute('data-direction', 'down');
    expect(change(/Délai médian/)).toHaveAttribute('data-direction', 'down');
    const colour = (name: RegExp) => getComputedStyle(change(name)).color;
    expect(colour(/Note moyenne/)).toBe(colour(/Délai médian/));
    expect(colour(/Note moyenne/)).not.toBe(colour(/Nouveaux avis/));
  });

  it('links each card to the matching reviews', () => {
    renderInRouter(<FigureCards figures={summary.figures} period="90d" />);
    expect(card(/Note moyenne/)).toHaveAttribute('href', '/reviews/home?period=90d');
    expect(card(/Nouveaux avis/)).toHaveAttribute('href', '/reviews/home?period=90d');
    expect(card(/Taux de réponse/)).toHaveAttribute('href', '/reviews/home?answered=no&period=90d');
    expect(card(/Délai médian/)).toHaveAttribute('href', '/reviews/home?answered=yes&period=90d');
    expect(card(/Avis non lus/)).toHaveAttribute('href', '/reviews/home?unread=1');
    expect(card(/Crédits IA/)).toHaveAttribute('href', '/aiAssistant');
  });

  it('sends to the plans when no AI credit is left, and shows days and missing figures', () => {
    const figures = {
      ...summary.figures,
      aiCredits: 0,
      averageRating: { current: null, previous: null },
      medianResponseHours: { current: 50, previous: null },
    };
    renderInRouter(<FigureCards figures={figures} period="all" />);
    expect(card(/Crédits IA/)).toHaveAttribute('href', '/subscription/home');
    expect(card(/Crédits IA/)).toHaveTextContent('Rechargez pour continuer');
    expect(card(/Note moyenne/)).toHaveTextContent('–Pas de comparaison possible');
    expect(card(/Délai médian/)).toHaveTextContent('2 j');
  });
});

describe('rating distribution', () => {
  it('reads each row out with its count and share, and links to those reviews', () => {
    renderInRouter(<RatingDistribution distribution={summary.distribution} period="30d" />);
    const five = screen.getByRole('link', { name: /^5 étoiles : 120 avis \(62\s%\)$/ });
    expect(five).toHaveAttribute('href', '/reviews/home?rating=5&period=30d');
    expect(screen.getByRole('link', { name: /^1 étoile : 10 avis \(5\s%\)$/ })).toHaveAttribute(
      'href',
      '/reviews/home?rating=1&period=30d',
    );
    expect(screen.getAllByRole('listitem').map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual(
      [5, 4, 3, 2, 1].map((rating) => `/reviews/home?rating=${rating}&period=30d`),
    );
  });
});

describe('themes', () => {
  it('shows mentions and shares, and searches the reviews by the theme word', () => {
    renderInRouter(<ThemeBreakdown themes={summary.themes} period="30d" />);
    const waiting = screen.getByRole('link', { name: /^Attente : 10 mentions, 20\s% positives, 80\s% négatives$/ });
    expect(waiting).toHaveAttribute('href', '/reviews/home?period=30d&q=attente');
    expect(screen.getByRole('link', { name: /^Accueil : 40 mentions/ })).toHaveAttribute('href', '/reviews/home?period=30d&q=accueil');
  });
});

describe('« Cette semaine »', () => {
  it('words each action and links it where it gets done, three at most', () => {
    renderInRouter(
      <WeeklyActions
        period="30d"
        actions={[
          { kind: 'unansweredNegative', count: 3, olderThanHours: 48 },
          { kind: 'ratingDrop', delta: -0.2, theme: 'waiting', mentions: 2 },
          { kind: 'unread', count: 12 },
          { kind: 'noCredits' },
        ]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['3 avis négatifs sans réponse depuis plus de 48 h', '/reviews/home?rating=1%2C2&answered=no'],
      ["Votre note a baissé de 0,2 ce mois-ci : 2 avis parlent de l'attente", '/reviews/home?period=30d&q=attente'],
      ['12 avis non lus', '/reviews/home?unread=1'],
    ]);
  });

  it('words the reply queue and the missing credits', () => {
    renderInRouter(
      <WeeklyActions
        period="90d"
        actions={[{ kind: 'replyQueue', count: 2 }, { kind: 'noCredits' }, { kind: 'ratingDrop', delta: -0.3, theme: null, mentions: 0 }]}
      />,
    );
    expect(screen.getByRole('link', { name: '2 réponses attendent votre validation' })).toHaveAttribute('href', '/aiAssistant');
    expect(screen.getByRole('link', { name: /Plus de crédits IA/ })).toHaveAttribute('href', '/subscription/home');
    expect(screen.getByRole('link', { name: 'Votre note a baissé de 0,3 ces 3 derniers mois' })).toHaveAttribute(
      'href',
      '/reviews/home?rating=1%2C2&period=90d',
    );
  });

  it('congratulates when there is nothing to do', () => {
    renderInRouter(<WeeklyActions period="30d" actions={[]} />);
    expect(screen.getByText("Rien d'urgent : bravo !")).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('timeline and listing', () => {
  const now = new Date('2026-11-21T10:00:00.000Z');

  it('titles each event in French with how long ago it was', () => {
    renderInRouter(
      <ActivityTimeline
        now={now}
        items={[
          ...summary.timeline,
          {
            title: { key: 'subscriptionChanged', values: { status: 'TRIALING', plan: 'trial' } },
            time: '2026-11-01T10:00:00.000Z',
            color: 'success',
          },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Nouvel avis de Julien P. (5 ★)il y a 3 heures');
    expect(items[1]).toHaveTextContent('Synchronisation terminée : 3 avis récupérésil y a un jour');
    expect(items[2]).toHaveTextContent("Abonnement d'essai : essai en cours");
  });

  it('shows the listing with its Google rating, last sync and demo chip', () => {
    renderInRouter(<ListingCard now={now} listing={{ ...summary.listing, demo: true }} />);
    const listing = screen.getByRole('region', { name: 'Votre établissement' });
    expect(within(listing).getByRole('heading', { name: 'Boulangerie du Port' })).toBeInTheDocument();
    expect(listing).toHaveTextContent('4,6 sur Google');
    expect(listing).toHaveTextContent('Dernière synchronisation il y a 2 heures');
    expect(within(listing).getByText('Données de démonstration')).toBeInTheDocument();
  });
});

describe('rating over time', () => {
  it('gives the chart figures as a table', () => {
    renderInRouter(<MonthlyTable monthly={summary.monthly} />);
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(["MoisNombre d'avisNote moyenne", 'sept. 2026144,5', 'oct. 20260–', 'nov. 2026124,3']);
  });

  it('draws the chart (imported directly: no lazy chunk in this test)', () => {
    const { container } = renderInRouter(<RatingChart monthly={summary.monthly} />);
    expect(screen.getAllByText("Nombre d'avis").length).toBeGreaterThan(0);
    // Hidden from screen readers, so no tab stop inside either: the data table is the keyboard's way.
    expect(container.querySelectorAll('[tabindex]:not([tabindex="-1"]), button, a[href]')).toHaveLength(0);
  });
});
