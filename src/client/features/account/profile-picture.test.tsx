import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { stubPictureApis } from './account-test-kit';
import { generatedAvatar } from './generated-avatar';
import { ProfileSection } from './profile-section';

jest.mock('./generated-avatar', () => ({ generatedAvatar: jest.fn() }));

const api = mockApi();
const { drawImage } = stubPictureApis({ width: 800, height: 600 });
const UPLOADED = 'http://localhost:8080/api/uploads/abc.webp';

const photo = () => new File(['jpeg bytes'], 'vacances.jpg', { type: 'image/jpeg' });
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Changer la photo', { selector: 'input' });
/** The source square (x, y, size) of the crop area's last drawing. */
const lastSquare = () => drawImage.mock.calls.at(-1)!.slice(1, 4);

async function choosePhoto(file = photo()) {
  renderWithProviders(<ProfileSection />);
  await screen.findByRole('button', { name: 'Changer la photo' });
  await userEvent.upload(fileInput(), file);
}

describe('Profile picture', () => {
  beforeEach(() => {
    api.route('me', { body: aUser() });
  });

  it('previews a chosen picture in a square crop and uploads the crop as multipart', async () => {
    api.route('uploadPicture', { body: aUser({ profilePicture: UPLOADED }) });
    await choosePhoto();

    const dialog = await screen.findByRole('dialog', { name: 'Recadrer la photo' });
    const preview = within(dialog).getByRole<HTMLCanvasElement>('img', { name: 'Aperçu de la nouvelle photo de profil' });
    expect(preview.width).toBe(preview.height);
    // The 600 px high picture fills the square, centred: columns 100 to 700.
    await waitFor(() => expect(lastSquare()).toEqual([expect.closeTo(100), expect.closeTo(0), expect.closeTo(600)]));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la photo' }));
    expect(await screen.findByText('Photo de profil mise à jour')).toBeInTheDocument();
    const [upload] = api.callsTo('POST /users/private/upload-picture');
    const file = (upload.body as FormData).get('file') as File;
    expect(file.type).toBe('image/webp');
    expect(file.name).toBe('picture.webp');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Photo de profil de Marie' })).toHaveAttribute('src', UPLOADED);
  });

  it('zooms with the slider and the buttons, and moves the picture with the arrow keys', async () => {
    await choosePhoto();
    const dialog = await screen.findByRole('dialog', { name: 'Recadrer la photo' });
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    expect(zoom).toHaveAttribute('aria-valuetext', '100 %');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Agrandir' }));
    expect(zoom).toHaveAttribute('aria-valuetext', '110 %');
    await waitFor(() => expect(lastSquare()[2]).toBeCloseTo(600 / 1.1));

    const position = within(dialog).getByRole('group', { name: 'Position de la photo' });
    await userEvent.click(position);
    const [xBefore] = lastSquare();
    await userEvent.keyboard('{ArrowLeft}');
    // The picture moved left: the square shows more of its right side.
    await waitFor(() => expect(lastSquare()[0]).toBeGreaterThan(xBefore));
    await userEvent.keyboard('-');
    expect(zoom).toHaveAttribute('aria-valuetext', '100 %');
    expect(within(dialog).getByRole('button', { name: 'Réduire' })).toBeDisabled();
  });

  it('moves the picture by dragging it', async () => {
    await choosePhoto();
    const dialog = await screen.findByRole('dialog', { name: 'Recadrer la photo' });
    const preview = within(dialog).getByRole('img', { name: 'Aperçu de la nouvelle photo de profil' });
    await waitFor(() => expect(lastSquare()[0]).toBeCloseTo(100));
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: preview, coords: { clientX: 200, clientY: 100 } },
      { target: preview, coords: { clientX: 160, clientY: 100 } },
      { keys: '[/MouseLeft]', target: preview },
    ]);
    // Dragged 40 px left: the square shows a part further right.
    await waitFor(() => expect(lastSquare()[0]).toBeGreaterThan(100));
  });

  it('closes without uploading when cancelled', async () => {
    await choosePhoto();
    const dialog = await screen.findByRole('dialog', { name: 'Recadrer la photo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /users/private/upload-picture')).toHaveLength(0);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:chosen-picture');
  });

  it('says why an upload was refused, and keeps the crop open', async () => {
    api.route('uploadPicture', {
      status: 415,
      body: { statusCode: 415, code: 'UNSUPPORTED_IMAGE', message: 'Only PNG, JPEG and WebP pictures are accepted' },
    });
    await choosePhoto();
    const dialog = await screen.findByRole('dialog', { name: 'Recadrer la photo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la photo' }));
    expect(await within(dialog).findByText('Seules les images PNG, JPEG ou WebP sont acceptées.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enregistrer la photo' })).toBeEnabled();
  });

  it.each([
    [
      'a file that is no picture',
      new File(['%PDF'], 'devis.pdf', { type: 'application/pdf' }),
      "Ce fichier n'est pas une image. Choisissez une photo (PNG, JPEG, WebP…).",
    ],
    [
      'a picture over 10 MB',
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' }),
      'Cette image dépasse 10 Mo. Choisissez une image plus légère.',
    ],
  ])('refuses %s before any upload', async (_case, file, message) => {
    renderWithProviders(<ProfileSection />);
    await screen.findByRole('button', { name: 'Changer la photo' });
    // The input takes any image; this one is dropped by the browser's filter in real use, not by the code.
    await userEvent.upload(fileInput(), file, { applyAccept: false });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes back to a generated avatar, uploaded like a chosen picture', async () => {
    jest.mocked(generatedAvatar).mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
    api.route('uploadPicture', { body: aUser({ profilePicture: UPLOADED }) });
    renderWithProviders(<ProfileSection />);
    await userEvent.click(await screen.findByRole('button', { name: "Revenir à l'avatar généré" }));
    expect(await screen.findByText('Avatar généré rétabli')).toBeInTheDocument();
    const file = (api.callsTo('POST /users/private/upload-picture')[0].body as FormData).get('file') as File;
    expect(file.name).toBe('picture.png');
  });

  it('offers no way back to a generated avatar while the generated one is shown', async () => {
    api.route('me', { body: aUser({ profilePicture: 'data:image/svg+xml;utf8,<svg/>' }) });
    renderWithProviders(<ProfileSection />);
    await screen.findByRole('button', { name: 'Changer la photo' });
    expect(screen.queryByRole('button', { name: "Revenir à l'avatar généré" })).not.toBeInTheDocument();
  });
});
