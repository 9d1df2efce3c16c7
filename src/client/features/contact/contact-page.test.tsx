import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState } from '../auth/auth-slice';
import { aSessionUser, aUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';

const api = mockApi();

const MESSAGE = {
  name: 'Léa Martin',
  email: 'lea@coiffure-lea.fr',
  subject: 'Question sur la facture',
  message: 'Bonjour, je ne trouve pas ma facture de novembre.',
};

const signedInAsMarie = () =>
  api.route('me', { body: aUser({ email: 'marie@boulangerie.fr', name: 'Marie Dupont', hasDoneProfileSetup: true }) });

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Types into each field given (pasted: typing long texts key by key only slows the tests). */
async function fillIn(values: Partial<typeof MESSAGE> = MESSAGE) {
  const labels = { name: 'Votre nom', email: 'Adresse e-mail', subject: 'Sujet', message: 'Message' } as const;
  for (const [key, label] of Object.entries(labels) as [keyof typeof MESSAGE, string][]) {
    const value = values[key];
    if (!value) continue;
    await userEvent.click(field(label));
    await userEvent.paste(value);
  }
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));

describe('contact page', () => {
  it('is open to a signed-out visitor, titled, with the fields it needs', async () => {
    renderRoute('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacter le support' })).toBeInTheDocument();
    expect(document.title).toBe('Contacter le support | Bonavis');
    expect(field('Votre nom')).toHaveValue('');
    expect(field('Adresse e-mail')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/legal/confidentialite');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it('says what is missing or wrong, beside each field, and sends nothing', async () => {
    renderRoute('/contact');
    await screen.findByRole('heading', { name: 'Contacter le support' });
    await send();

    expect(await screen.findByText('Votre nom est requis')).toBeInTheDocument();
    expect(screen.getByText('Adresse email requise')).toBeInTheDocument();
    expect(screen.getByText('Le sujet est requis')).toBeInTheDocument();
    expect(screen.getByText('Le message est requis')).toBeInTheDocument();
    expect(field('Votre nom')).toHaveAccessibleDescription('Votre nom est requis');

    await fillIn({ name: 'L', email: 'lea@', message: 'Trop bref' });
    await userEvent.tab();
    expect(await screen.findByText('Le nom est trop court !')).toBeInTheDocument();
    expect(screen.getByText('Adresse email invalide')).toBeInTheDocument();
    expect(screen.getByText('Le message est trop court')).toBeInTheDocument();
    expect(api.callsTo('POST /users/contact-us')).toHaveLength(0);
  });

  it('counts the characters of the message', async () => {
    renderRoute('/contact');
    await screen.findByRole('heading', { name: 'Contacter le support' });
    await userEvent.type(field('Message'), 'Bonjour');
    expect(field('Message')).toHaveAccessibleDescription('7 / 5000 caractères');
  });

  it('tells a signed-out visitor that no copy is sent, before and after sending', async () => {
    api.route('sendContactMessage', { body: { sent: true, copySent: false } });
    renderRoute('/contact');
    await screen.findByRole('heading', { name: 'Contacter le support' });
    expect(screen.getByText(/Aucune copie n’est envoyée sans être connecté : connectez-vous pour recevoir la vôtre\./)).toBeInTheDocument();
    await fillIn();
    await send();

    await screen.findByRole('heading', { name: 'Message envoyé' });
    expect(screen.getByText('Aucune copie n’est envoyée sans être connecté à un compte.')).toBeInTheDocument();
  });

  it('sends the message in the interface language, then says it left and that a copy was sent to the account', async () => {
    signedInAsMarie();
    api.route('sendContactMessage', { body: { sent: true, copySent: true } });
    renderRoute('/contact', { preloadedState: { auth: authState('signedIn', { user: aSessionUser() }) } });
    await waitFor(() => expect(field('Votre nom')).toHaveValue('Marie Dupont'));
    expect(
      screen.getByText(/Une copie de votre message sera envoyée à l’adresse de votre compte, marie@boulangerie\.fr\./),
    ).toBeInTheDocument();
    await userEvent.clear(field('Votre nom'));
    await userEvent.clear(field('Adresse e-mail'));
    await fillIn({ ...MESSAGE, email: 'Lea@Coiffure-Lea.fr ' });
    await send();

    const sent = await screen.findByRole('heading', { level: 2, name: 'Message envoyé' });
    expect(sent).toHaveFocus();
    expect(screen.getByText('Merci ! Nous vous répondrons à l’adresse lea@coiffure-lea.fr.')).toBeInTheDocument();
    expect(screen.getByText('Une copie vous a été envoyée par e-mail.')).toBeInTheDocument();
    expect(api.callsTo('POST /users/contact-us').map((call) => call.body)).toEqual([{ ...MESSAGE, language: 'fr' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Écrire un autre message' }));
    expect(field('Sujet')).toHaveValue('');
  });

  it('promises no copy the server could not send', async () => {
    signedInAsMarie();
    api.route('sendContactMessage', { body: { sent: true, copySent: false } });
    renderRoute('/contact', { preloadedState: { auth: authState('signedIn', { user: aSessionUser() }) } });
    await waitFor(() => expect(field('Votre nom')).toHaveValue('Marie Dupont'));
    await fillIn({ subject: MESSAGE.subject, message: MESSAGE.message });
    await send();

    await screen.findByRole('heading', { name: 'Message envoyé' });
    expect(screen.queryByText('Une copie vous a été envoyée par e-mail.')).not.toBeInTheDocument();
    expect(screen.getByText(/pas pu vous en envoyer une copie/)).toBeInTheDocument();
  });

  it('explains the limit of messages and how long to wait, keeping what was typed', async () => {
    api.route('sendContactMessage', {
      status: 429,
      body: { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many requests', retryAfterSeconds: 1740 },
    });
    renderRoute('/contact');
    await screen.findByRole('heading', { name: 'Contacter le support' });
    await fillIn();
    await send();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vous avez envoyé plusieurs messages en peu de temps. Vous pourrez en envoyer un nouveau dans 29 minutes.',
    );
    expect(field('Message')).toHaveValue(MESSAGE.message);
  });

  it('says the message could not leave on any other failure', async () => {
    api.route('sendContactMessage', { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal error' } });
    renderRoute('/contact');
    await screen.findByRole('heading', { name: 'Contacter le support' });
    await fillIn();
    await send();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre message n’a pas pu être envoyé. Vérifiez votre connexion puis réessayez.',
    );
  });

  it('shows the form at once while the session is still unknown: support stays reachable when sign-in fails', async () => {
    renderRoute('/contact', { preloadedState: { auth: authState('initializing') } });
    expect(await screen.findByRole('heading', { name: 'Contacter le support' })).toBeInTheDocument();
    expect(field('Votre nom')).toHaveValue('');
    expect(screen.queryByRole('link', { name: 'Se connecter' })).not.toBeInTheDocument();
  });

  it('fills in the name and e-mail of a signed-in owner, who may still change them', async () => {
    signedInAsMarie();
    renderRoute('/contact', { preloadedState: { auth: authState('signedIn', { user: aSessionUser() }) } });

    await waitFor(() => expect(field('Votre nom')).toHaveValue('Marie Dupont'));
    expect(field('Adresse e-mail')).toHaveValue('marie@boulangerie.fr');
    expect(screen.getByRole('link', { name: 'Retour à l’application' })).toHaveAttribute('href', '/');
    await userEvent.clear(field('Votre nom'));
    await userEvent.type(field('Votre nom'), 'Marie D.');
    expect(field('Votre nom')).toHaveValue('Marie D.');
  });
});
