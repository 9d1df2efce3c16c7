import { File as PlatformFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api';
import { LOCATION, aPhoto, renderProfile } from './profile-test-kit';

const api = mockApi();
const at = { id: LOCATION };
const UPLOAD = `POST /locations/private/${LOCATION}/photos/upload`;
const STORED = 'http://localhost:8080/api/uploads/f00d.jpg';

/** fetch's own File (jsdom's is not one fetch's FormData takes), as a browser's file input gives. */
const aFile = (name: string, type: string, bytes = 16) => new PlatformFile([new Uint8Array(bytes)], name, { type }) as unknown as File;

describe('« Profil Google » — Photos', () => {
  it('shows the photos in a grid, each with its category', async () => {
    api.route(
      'profilePhotos',
      { body: { items: [aPhoto(), aPhoto({ id: 'photo-2', category: 'FOOD_AND_DRINK', description: null })], demo: true } },
      at,
    );
    renderProfile({ tab: 'photos' });
    expect(await screen.findByRole('img', { name: 'La salle' })).toHaveAttribute('src', aPhoto().thumbnailUrl);
    expect(screen.getByRole('img', { name: 'Plats et boissons' })).toBeInTheDocument();
    expect(screen.getByText('Intérieur')).toBeInTheDocument();
  });

  it('refuses a file Google would not take, before sending anything', async () => {
    api.route('profilePhotos', { body: { items: [], demo: true } }, at);
    renderProfile({ tab: 'photos' });
    expect(await screen.findByText('Aucune photo sur votre fiche.')).toBeInTheDocument();
    await userEvent.upload(screen.getByTestId('photo-file'), aFile('plan.webp', 'image/webp'), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Seules les images JPEG ou PNG sont acceptées.');
    await userEvent.upload(screen.getByTestId('photo-file'), aFile('grande.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('La photo doit faire 2 Mo au maximum.');
    expect(api.callsTo(UPLOAD)).toHaveLength(0);
  });

  it('uploads a photo with its category, adds it to Google and reads the list again', async () => {
    api.route('profilePhotos', { body: { items: [], demo: true } }, at);
    api.route('uploadProfilePhoto', { status: 201, body: { url: STORED } }, at);
    api.route('addProfilePhoto', { status: 201, body: aPhoto({ id: 'photo-9', category: 'EXTERIOR' }) }, at);
    renderProfile({ tab: 'photos' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Catégorie' }));
    await userEvent.click(screen.getByRole('option', { name: 'Extérieur' }));
    await userEvent.type(screen.getByLabelText('Description (facultatif)'), 'La devanture');
    await userEvent.upload(screen.getByTestId('photo-file'), aFile('devanture.jpg', 'image/jpeg'));
    expect(await screen.findByText('Photo ajoutée à votre fiche Google.')).toBeInTheDocument();
    expect(api.callsTo(`POST /locations/private/${LOCATION}/photos`).map((call) => call.body)).toEqual([
      { sourceUrl: STORED, category: 'EXTERIOR', description: 'La devanture' },
    ]);
    expect(api.callsTo(`GET /locations/private/${LOCATION}/photos`)).toHaveLength(2);
  });

  it('says the server refused the upload, by its code', async () => {
    api.route('profilePhotos', { body: { items: [], demo: true } }, at);
    api.route('uploadProfilePhoto', { status: 415, body: { code: 'UNSUPPORTED_IMAGE', message: 'not an image' } }, at);
    renderProfile({ tab: 'photos' });
    await userEvent.upload(await screen.findByTestId('photo-file'), aFile('faux.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Seules les images PNG, JPEG ou WebP sont acceptées.');
  });

  it('deletes a photo once confirmed', async () => {
    api.route('profilePhotos', { body: { items: [aPhoto()], demo: true } }, at);
    api.route('deleteProfilePhoto', { status: 204 }, { id: LOCATION, photoId: 'photo-1' });
    renderProfile({ tab: 'photos' });
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer la photo « La salle »' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cette photo ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Photo supprimée.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /locations/private/${LOCATION}/photos/photo-1`)).toHaveLength(1);
  });

  it('shows a viewer the photos without upload or deletion', async () => {
    api.route('profilePhotos', { body: { items: [aPhoto()], demo: true } }, at);
    renderProfile({ tab: 'photos', mayEdit: false });
    expect(await screen.findByRole('img', { name: 'La salle' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choisir une photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
  });
});
