import { File as PlatformFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api';
import { parisInstant } from '../../../shared/paris-day';
import { LOCATION, aPost, renderProfile } from './profile-test-kit';

const api = mockApi();
const at = { id: LOCATION };
const POST = `POST /locations/private/${LOCATION}/posts`;

const scheduled = aPost({
  id: 'scheduled-12',
  summary: 'Menu de Noël',
  state: 'scheduled',
  publishAt: '2026-12-20T08:00:00.000Z',
  createdAt: null,
  searchUrl: null,
});

describe('« Profil Google » — Publications', () => {
  it('lists the posts with their states', async () => {
    api.route(
      'profilePosts',
      {
        body: {
          items: [
            { ...scheduled, repeat: 'weekly' },
            aPost({ id: 'failed-1', state: 'failed', problem: 'PROFILE_FORBIDDEN', summary: 'Raté' }),
            aPost(),
            aPost({ id: 'p2', state: 'processing', summary: 'En vérification' }),
            aPost({ id: 'p3', state: 'rejected', summary: 'Appelez le 04 00 00 00 00' }),
          ],
          demo: true,
        },
      },
      at,
    );
    renderProfile({ tab: 'posts' });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/^(Programmée|Échec|En ligne|En cours|Refusée)$/)[0].textContent)).toEqual([
      'Programmée',
      'Échec',
      'En ligne',
      'En cours',
      'Refusée',
    ]);
    expect(within(items[0]).getByText(/Programmée pour le 20 décembre 2026/)).toBeInTheDocument();
    // A series says so; a single post does not.
    expect(within(items[0]).getByText('Chaque semaine')).toBeInTheDocument();
    expect(screen.getAllByText(/^(Chaque semaine|Chaque mois|Une seule fois)$/)).toHaveLength(1);
    expect(within(items[1]).getByText(/Non publiée : Google n'autorise pas cette modification/)).toBeInTheDocument();
    expect(within(items[2]).getByRole('link', { name: 'Voir sur Google' })).toHaveAttribute('href', aPost().searchUrl);
  });

  it('checks the post field by field, then schedules it at the Paris time chosen', async () => {
    api.route('profilePosts', { body: { items: [], demo: true } }, at);
    api.route('createProfilePost', { status: 201, body: scheduled }, at);
    renderProfile({ tab: 'posts' });
    const composer = await screen.findByRole('form', { name: 'Nouvelle publication' });
    await userEvent.click(within(composer).getByRole('radio', { name: 'Événement' }));
    await userEvent.click(within(composer).getByRole('radio', { name: 'Programmer' }));
    await userEvent.click(within(composer).getByRole('button', { name: 'Programmer' }));
    expect(within(composer).getByText('Écrivez le texte de la publication.')).toBeInTheDocument();
    expect(within(composer).getByText('Donnez un titre.')).toBeInTheDocument();
    expect(api.callsTo(POST)).toHaveLength(0);

    await userEvent.type(within(composer).getByLabelText('Texte'), 'Venez goûter notre bûche.');
    expect(within(composer).getByText('25 / 1500 caractères')).toBeInTheDocument();
    await userEvent.type(within(composer).getByLabelText('Titre'), 'Dégustation');
    await userEvent.type(within(composer).getByLabelText('Début'), '2027-12-20');
    await userEvent.type(within(composer).getByLabelText('Fin'), '2027-12-19');
    const dayIn = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await userEvent.type(within(composer).getByLabelText('Date de publication'), dayIn(400));
    await userEvent.type(within(composer).getByLabelText('Heure (Paris)'), '09:00');
    await userEvent.click(within(composer).getByRole('button', { name: 'Programmer' }));
    expect(within(composer).getByText('La fin doit suivre le début.')).toBeInTheDocument();
    expect(within(composer).getByText("Une publication se programme au plus un an à l'avance.")).toBeInTheDocument();

    await userEvent.clear(within(composer).getByLabelText('Fin'));
    await userEvent.type(within(composer).getByLabelText('Fin'), '2027-01-05');
    await userEvent.clear(within(composer).getByLabelText('Début'));
    await userEvent.type(within(composer).getByLabelText('Début'), '2027-01-04');
    const publishDate = dayIn(3);
    await userEvent.clear(within(composer).getByLabelText('Date de publication'));
    await userEvent.type(within(composer).getByLabelText('Date de publication'), publishDate);
    await userEvent.click(within(composer).getByRole('combobox', { name: 'Répéter' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chaque mois' }));
    await userEvent.click(within(composer).getByRole('button', { name: 'Programmer' }));
    expect(await screen.findByText('Publication programmée.')).toBeInTheDocument();
    expect(api.callsTo(POST).map((call) => call.body)).toEqual([
      {
        kind: 'event',
        summary: 'Venez goûter notre bûche.',
        languageCode: 'fr',
        photoUrl: null,
        callToAction: null,
        event: { title: 'Dégustation', schedule: { startDate: '2027-01-04', startTime: null, endDate: '2027-01-05', endTime: null } },
        offer: null,
        publishAt: parisInstant(publishDate, '09:00').toISOString(),
        repeat: 'monthly',
      },
    ]);
    // The list is read again with the new post.
    await waitFor(() => expect(api.callsTo(`GET /locations/private/${LOCATION}/posts`)).toHaveLength(2));
  });

  it('shows the words the server found when a post asks for reviews', async () => {
    api.route('profilePosts', { body: { items: [], demo: true } }, at);
    api.route(
      'createProfilePost',
      { status: 400, body: { code: 'INCENTIVE_FORBIDDEN', message: 'incentive', incentive: 'un café offert contre un avis' } },
      at,
    );
    renderProfile({ tab: 'posts' });
    const composer = await screen.findByRole('form', { name: 'Nouvelle publication' });
    await userEvent.type(within(composer).getByLabelText('Texte'), 'Un café offert contre un avis 5 étoiles !');
    await userEvent.click(within(composer).getByRole('button', { name: 'Publier maintenant' }));
    expect(await within(composer).findByRole('alert')).toHaveTextContent('« un café offert contre un avis »');
    expect(api.callsTo(POST)[0].body).toMatchObject({ publishAt: null, repeat: 'never' });
  });

  it('writes the text with the AI from an idea, and adds an uploaded photo', async () => {
    api.route('profilePosts', { body: { items: [], demo: true } }, at);
    api.route('draftProfilePost', { body: { summary: 'Notre menu d’hiver arrive lundi : venez le découvrir !' } }, at);
    api.route('uploadProfilePhoto', { status: 201, body: { url: 'http://localhost:8080/api/uploads/abc.png' } }, at);
    api.route('createProfilePost', { status: 201, body: aPost() }, at);
    renderProfile({ tab: 'posts' });
    const composer = await screen.findByRole('form', { name: 'Nouvelle publication' });
    await userEvent.click(within(composer).getByRole('button', { name: "Rédiger avec l'IA" }));
    await userEvent.type(within(composer).getByLabelText('Votre idée'), "menu d'hiver lundi");
    await userEvent.click(within(composer).getByRole('button', { name: 'Rédiger' }));
    await waitFor(() =>
      expect(within(composer).getByLabelText('Texte')).toHaveValue('Notre menu d’hiver arrive lundi : venez le découvrir !'),
    );
    expect(api.callsTo(`POST /locations/private/${LOCATION}/posts/draft`).map((call) => call.body)).toEqual([
      { kind: 'news', idea: "menu d'hiver lundi" },
    ]);

    // fetch's own File (jsdom's is not one fetch's FormData takes), as a browser's file input gives.
    const file = new PlatformFile([new Uint8Array([137, 80, 78, 71])], 'menu.png', { type: 'image/png' });
    await userEvent.upload(within(composer).getByTestId('photo-file'), file as unknown as File);
    expect(await within(composer).findByRole('img', { name: 'Photo choisie' })).toHaveAttribute(
      'src',
      'http://localhost:8080/api/uploads/abc.png',
    );
    const [upload] = api.callsTo(`POST /locations/private/${LOCATION}/photos/upload`);
    expect(((upload.body as FormData).get('file') as File).name).toBe('menu.png');
    await userEvent.click(within(composer).getByRole('button', { name: 'Publier maintenant' }));
    expect(await screen.findByText('Publication envoyée à Google.')).toBeInTheDocument();
    expect((api.callsTo(POST)[0].body as { photoUrl: string }).photoUrl).toBe('http://localhost:8080/api/uploads/abc.png');
  });

  it('cancels a scheduled post after confirming', async () => {
    api.route('profilePosts', { body: { items: [scheduled], demo: true } }, at);
    api.route('deleteProfilePost', { status: 204 }, { id: LOCATION, postId: 'scheduled-12' });
    renderProfile({ tab: 'posts' });
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler la publication' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler cette publication programmée ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler la publication' }));
    expect(await screen.findByText('Publication annulée.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /locations/private/${LOCATION}/posts/scheduled-12`)).toHaveLength(1);
  });

  it('shows a viewer the posts with no composer and nothing to delete', async () => {
    api.route('profilePosts', { body: { items: [aPost()], demo: true } }, at);
    renderProfile({ tab: 'posts', mayEdit: false });
    expect(await screen.findByText('Notre galette des rois est arrivée !')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nouvelle publication' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
  });
});
