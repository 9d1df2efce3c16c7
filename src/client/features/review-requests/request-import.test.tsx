import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api';
import { anImportPreview, answerRequestsScreen, renderRequestsScreen } from './review-requests-test-kit';

const api = mockApi();
const CSV = 'Nom;Email;Téléphone\nMarie Dupont;marie@exemple.fr;\nJean Martin;jean@;\nMarie D.;marie@exemple.fr;\n';

async function openImport() {
  answerRequestsScreen(api);
  renderRequestsScreen();
  const form = await screen.findByRole('form', { name: 'Demander un avis' });
  await userEvent.click(within(form).getByRole('tab', { name: 'Fichier CSV' }));
  return form;
}

const bodiesOf = (route: string) => api.callsTo(route).map((call) => call.body);

describe('importing review requests from a CSV file', () => {
  it('previews the rows with the mapping guessed from the headers, lists the refused ones and why, then sends', async () => {
    const form = await openImport();
    api.route('previewRequestImport', { body: anImportPreview() });
    api.route('importReviewRequests', { body: { queued: 1, postponed: 0, refused: [] } });
    await userEvent.click(within(form).getByRole('radio', { name: "Client existant, informé qu'on pourrait lui demander son avis" }));
    await userEvent.upload(within(form).getByLabelText('Choisir un fichier CSV'), new File([CSV], 'clients.csv', { type: 'text/csv' }));

    const rows = await screen.findByRole('region', { name: 'Lignes du fichier' });
    expect(within(rows).getByRole('row', { name: /Jean Martin/ })).toHaveTextContent('Coordonnées invalides');
    expect(within(rows).getByRole('row', { name: /Marie D\./ })).toHaveTextContent('Doublon');
    expect(within(rows).getByRole('row', { name: /Marie Dupont/ })).toHaveTextContent('Prête');
    expect(screen.getByText('1 ligne prête')).toBeInTheDocument();
    expect(screen.getByText('2 lignes écartées')).toBeInTheDocument();
    expect(screen.getByText('1 ligne fusionnée (même e-mail ou mobile)')).toBeInTheDocument();

    await waitFor(() =>
      expect(bodiesOf('POST /reviews/private/requests/import/preview')).toEqual([
        { csv: CSV, mapping: {}, channel: 'email', basis: 'customer' },
        { csv: CSV, mapping: { name: 'Nom', email: 'Email', phone: 'Téléphone' }, channel: 'email', basis: 'customer' },
      ]),
    );
    expect(within(form).getByRole('combobox', { name: 'E-mail' })).toHaveTextContent('Email');

    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer 1 demande' }));
    expect(await screen.findByText("1 demande en file d'envoi")).toBeInTheDocument();
    expect(bodiesOf('POST /reviews/private/requests/import')).toEqual([
      { csv: CSV, mapping: { name: 'Nom', email: 'Email', phone: 'Téléphone' }, channel: 'email', basis: 'customer' },
    ]);
  });

  it('reads nothing before the basis is chosen, and refuses a file over 512 KB', async () => {
    const form = await openImport();
    await userEvent.upload(within(form).getByLabelText('Choisir un fichier CSV'), new File([CSV], 'clients.csv', { type: 'text/csv' }));
    expect(await within(form).findByText('Indiquez pourquoi vous pouvez écrire à ce client.')).toBeInTheDocument();
    expect(bodiesOf('POST /reviews/private/requests/import/preview')).toEqual([]);

    const large = new File(['x'.repeat(512 * 1024 + 1)], 'gros.csv', { type: 'text/csv' });
    await userEvent.upload(within(form).getByLabelText('Choisir un autre fichier'), large);
    expect(await within(form).findByText('Ce fichier dépasse 512 Ko : exportez moins de lignes.')).toBeInTheDocument();
  });
});
