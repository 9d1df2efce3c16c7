import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../session/local-session';
import { mockApi, routeOf } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { EvidenceDownload } from './evidence-download';

const api = mockApi();

describe('EvidenceDownload', () => {
  let createObjectURL: jest.Mock;
  let click: jest.SpyInstance;
  beforeEach(() => {
    createObjectURL = jest.fn(() => 'blob:evidence');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => click.mockRestore());

  it("downloads the PDF of the reviews in the interface language, with the owner's token", async () => {
    api.route('reviewEvidence', { body: '%PDF-1.7 evidence' });
    storeAuthToken('id-token-of-marie');
    renderWithProviders(<EvidenceDownload reviewIds={[7, 8, 9]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger les preuves' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const [call] = api.callsTo(routeOf('reviewEvidence'));
    expect(Object.fromEntries(call.query)).toEqual({ ids: '7,8,9', format: 'pdf', language: 'fr' });
    expect(call.headers.get('Authorization')).toBe('id-token-of-marie');
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toBe('%PDF-1.7 evidence');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^bonavis-preuves-\d{4}-\d{2}-\d{2}\.pdf$/);
    // The button comes back once the file is handed over, in a render after the download's click.
    expect(await screen.findByRole('button', { name: 'Télécharger les preuves' })).toBeEnabled();
  });

  it('offers the CSV from the keyboard, and says it is preparing the file meanwhile', async () => {
    api.route('reviewEvidence', { body: 'nature du document;avis n°' });
    // The answer waits until the progress has been seen.
    const fetchMock = global.fetch as jest.Mock;
    const answer = fetchMock.getMockImplementation() as typeof fetch;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementationOnce(async (...args: Parameters<typeof fetch>) => {
      await gate;
      return answer(...args);
    });
    renderWithProviders(<EvidenceDownload reviewIds={[4]} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Version tableur (CSV)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'Préparation du fichier…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Télécharger les preuves' })).toBeDisabled();
    release();
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [call] = api.callsTo(routeOf('reviewEvidence'));
    expect(Object.fromEntries(call.query)).toMatchObject({ ids: '4', format: 'csv' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^bonavis-preuves-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await screen.findByRole('button', { name: 'Version tableur (CSV)' })).toBeEnabled();
  });

  it('says in French why the file could not be downloaded', async () => {
    api.route('reviewEvidence', { status: 404, body: { code: 'REVIEW_NOT_FOUND', message: 'Review not found' } });
    renderWithProviders(<EvidenceDownload reviewIds={[4]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger les preuves' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cet avis est introuvable.');
    expect(click).not.toHaveBeenCalled();
  });

  it('falls back to its own message when the server gives no code', async () => {
    api.route('reviewEvidence', { status: 500, body: {} as never });
    renderWithProviders(<EvidenceDownload reviewIds={[4]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger les preuves' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Le fichier de preuves n'a pas pu être téléchargé. Réessayez dans un instant.",
    );
  });
});
