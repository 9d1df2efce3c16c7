import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState } from '../../features/auth/auth-slice';
import { aLegalOperator, aSessionUser } from '../../test/fixtures';
import { answerAsSetUpOwner, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';

const api = mockApi();

const LINKS = [
  ['Mentions légales', '/legal/mentions-legales'],
  ['Conditions générales de vente', '/legal/cgv'],
  ['Politique de confidentialité', '/legal/confidentialite'],
  ['Contact', '/contact'],
];

const footerLinks = () => {
  const footer = screen.getByRole('navigation', { name: 'Informations légales' });
  return within(footer)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('legal footer', () => {
  it('links the legal pages and the contact page from the sign-in page', async () => {
    renderRoute('/login');
    await screen.findByRole('heading', { name: 'Bienvenue sur Bonavis' });
    expect(footerLinks()).toEqual(LINKS);
    expect(screen.getByRole('contentinfo')).toContainElement(screen.getByRole('navigation', { name: 'Informations légales' }));
  });

  it('leads from the sign-in page to a legal page, which it marks as the current one', async () => {
    api.route('legalOperator', {
      body: aLegalOperator({ name: 'Bonavis', address: 'Lyon', host: 'Hébergeur SAS' }),
    });
    const { router } = renderRoute('/login');
    await screen.findByRole('heading', { name: 'Bienvenue sur Bonavis' });

    await userEvent.click(screen.getByRole('link', { name: 'Politique de confidentialité' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/legal/confidentialite');
    const footer = screen.getByRole('navigation', { name: 'Informations légales' });
    expect(within(footer).getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('aria-current', 'page');
    expect(within(footer).getByRole('link', { name: 'Mentions légales' })).not.toHaveAttribute('aria-current');
  });

  it('is at the foot of the signed-in app too, whose account menu offers to contact support', async () => {
    answerAsSetUpOwner(api);
    renderRoute('/dashboards/home', { preloadedState: { auth: authState('signedIn', { user: aSessionUser() }) } });
    await screen.findByRole('heading', { level: 1, name: /Tableau de bord/ });
    expect(footerLinks()).toEqual(LINKS);

    await userEvent.click(screen.getByRole('button', { name: 'Mon compte' }));
    expect(await screen.findByRole('menuitem', { name: 'Contacter le support' })).toHaveAttribute('href', '/contact');
  });
});
