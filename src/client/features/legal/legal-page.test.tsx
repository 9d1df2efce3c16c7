import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../i18n';
import { aLegalOperator } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';

const api = mockApi();

const OPERATOR = aLegalOperator();

/** The value shown beside a term of a description list. */
const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

afterEach(() => i18n.changeLanguage('fr'));

describe('legal pages', () => {
  it('names the configured operator in the legal notice, titled, headings in order', async () => {
    api.route('legalOperator', { body: OPERATOR });
    renderRoute('/legal/mentions-legales');

    expect(await screen.findByRole('heading', { level: 2, name: 'Éditeur du service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    expect(document.title).toBe('Mentions légales | Bonavis');
    expect(valueOf('Raison sociale')).toHaveTextContent('Avis Conseil');
    expect(valueOf('Capital social')).toHaveTextContent('10 000 €');
    expect(valueOf('Immatriculation')).toHaveTextContent('RCS Lyon 123 456 789');
    expect(valueOf('N° de TVA intracommunautaire')).toHaveTextContent('FR12123456789');
    expect(screen.getByText('Camille Durand')).toBeInTheDocument();
    expect(screen.getByText(OPERATOR.host)).toBeInTheDocument();
    expect(screen.queryByText(/pas encore été renseignées/)).not.toBeInTheDocument();
    // One h1, then h2s only: the table of contents and each section.
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.slice(1).every((level) => level === 2)).toBe(true);
  });

  it('shows the English text when the visitor switches the language', async () => {
    api.route('legalOperator', { body: OPERATOR });
    renderRoute('/legal/mentions-legales');
    await screen.findByRole('heading', { name: 'Éditeur du service' });

    await userEvent.click(screen.getByRole('button', { name: 'Langue' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Publisher' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Legal notice' })).toBeInTheDocument();
    expect(valueOf('Company name')).toHaveTextContent('Avis Conseil');
    expect(screen.getByText(/the French version is the only one with legal force/)).toBeInTheDocument();
    expect(screen.queryByText('Éditeur du service')).not.toBeInTheDocument();
    expect(document.title).toBe('Legal notice | Bonavis');
  });

  it('says plainly which operator details are still placeholders', async () => {
    api.route('legalOperator', {
      body: { ...OPERATOR, name: '[OPERATOR_NAME à renseigner]', unset: ['name'] },
    });
    renderRoute('/legal/mentions-legales');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Certaines informations sur l’éditeur n’ont pas encore été renseignées : elles apparaissent entre crochets.',
    );
    expect(valueOf('Raison sociale')).toHaveTextContent('[OPERATOR_NAME à renseigner]');
  });

  it('states the trial, the plans, the credits and the governing law in the terms of sale', async () => {
    api.route('legalOperator', { body: OPERATOR });
    renderRoute('/legal/cgv');

    expect(await screen.findByRole('heading', { level: 2, name: '4. Essai gratuit de 7 jours' })).toBeInTheDocument();
    expect(document.title).toBe('Conditions générales de vente | Bonavis');
    expect(screen.getByText(/édité par Avis Conseil, SAS au capital de 10 000 €, immatriculée au RCS de Lyon/)).toBeInTheDocument();
    expect(screen.getByText('Abonnement mensuel : 80 € HT par mois, payable chaque mois.')).toBeInTheDocument();
    expect(screen.getByText(/Abonnement annuel : 70 € HT par mois, soit 840 € HT/)).toBeInTheDocument();
    expect(screen.getByText(/page de paiement sécurisée de notre prestataire Stripe/)).toBeInTheDocument();
    expect(screen.getByText(/le solde est porté à 500 crédits/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '9. Droit de rétractation' })).toBeInTheDocument();
    expect(screen.getByText(/soumises au droit français/)).toBeInTheDocument();
    // The table of contents leads to each section.
    const contents = screen.getByRole('navigation', { name: 'Sommaire' });
    expect(within(contents).getByRole('link', { name: '12. Responsabilité' })).toHaveAttribute('href', '#terms-section-12');
    expect(screen.getByRole('heading', { name: '12. Responsabilité' })).toHaveAttribute('id', 'terms-section-12');
  });

  it('lists the data, the processors, the host and the rights in the privacy policy', async () => {
    api.route('legalOperator', { body: OPERATOR });
    renderRoute('/legal/confidentialite');

    expect(await screen.findByRole('heading', { level: 2, name: 'Données traitées' })).toBeInTheDocument();
    expect(valueOf('Jeu')).toHaveTextContent('prénom et adresse e-mail des participants');
    expect(valueOf('Connexion')).toHaveTextContent('Firebase Authentication (Google)');
    expect(valueOf('Paiement')).toHaveTextContent('Stripe');
    expect(valueOf('Données cartographiques')).toHaveTextContent('SerpApi et Google');
    expect(valueOf('Intelligence artificielle')).toHaveTextContent('Mistral AI ou OpenAI');
    expect(valueOf('Hébergement')).toHaveTextContent(OPERATOR.host);
    expect(screen.getByRole('link', { name: 'Paramètres' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Adresser une plainte à la CNIL' })).toHaveAttribute(
      'href',
      'https://www.cnil.fr/fr/adresser-une-plainte',
    );
  });

  it('offers to try again when the operator details cannot be loaded', async () => {
    api.route('legalOperator', { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal error' } });
    renderRoute('/legal/confidentialite');

    expect(await screen.findByText('Ce document n’a pas pu être chargé.')).toBeInTheDocument();
    api.route('legalOperator', { body: OPERATOR });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Données traitées' })).toBeInTheDocument();
  });
});
