import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resizeTo } from '../../test/match-media';
import { mockApi } from '../../test/mock-api';
import { addressOf } from './history-views';
import {
  aRequest,
  aRequestPage,
  aRequestState,
  answerRequestsScreen,
  lastHistoryQuery,
  renderRequestsScreen,
} from './review-requests-test-kit';

const api = mockApi();

describe('review requests screen', () => {
  it('shows the listing’s link with its QR code, its posters, and where it leads', async () => {
    answerRequestsScreen(api);
    renderRequestsScreen();
    const qr = await screen.findByRole('img', { name: "QR code du lien d'avis de Boulangerie Dupont" });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('heading', { name: "Demandes d'avis", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Lien court' })).toHaveValue('https://bonavis.example/r/boulangerie-dupont');
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
    expect(screen.getByText(/mène chaque client au formulaire d'avis Google/)).toBeInTheDocument();
    for (const name of ['Affiche A5 (PDF)', 'Affiche A4 (PDF)', 'QR code (PNG)']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it("changes the till's secret address only once the owner confirms, and shows the new one", async () => {
    answerRequestsScreen(api);
    renderRequestsScreen();
    const field = await screen.findByRole('textbox', { name: 'Adresse du webhook' });
    expect(field).toHaveValue('https://bonavis.example/api/reviews/requests/hook/s3cr3t');
    await userEvent.click(screen.getByRole('button', { name: "Changer l'adresse secrète" }));
    const dialog = await screen.findByRole('dialog', { name: "Changer l'adresse du webhook ?" });
    expect(within(dialog).getByText(/cessera de fonctionner immédiatement/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /reviews/private/requests/hook-secret')).toHaveLength(0);

    const rotated = aRequestState({ hookUrl: 'https://bonavis.example/api/reviews/requests/hook/n0uv3au' });
    api.route('rotateRequestHookSecret', { body: rotated });
    answerRequestsScreen(api, { state: rotated });
    await userEvent.click(screen.getByRole('button', { name: "Changer l'adresse secrète" }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: "Changer l'adresse" }));
    expect(await screen.findByText("Nouvelle adresse créée : l'ancienne ne fonctionne plus.")).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue('https://bonavis.example/api/reviews/requests/hook/n0uv3au'));
    expect(api.callsTo('POST /reviews/private/requests/hook-secret')).toHaveLength(1);
  });

  it('states the rules before the first request, and shows no empty history', async () => {
    answerRequestsScreen(api, { history: aRequestPage([]) });
    renderRequestsScreen();
    expect(await screen.findByRole('heading', { name: "Aucune demande envoyée pour l'instant" })).toBeInTheDocument();
    expect(
      screen.getByText(/Chaque client reçoit le même lien vers le formulaire d'avis Google, et rien n'est offert/),
    ).toBeInTheDocument();
    expect(screen.getByText(/client existant informé .* peut se désabonner en un clic/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Historique' })).not.toBeInTheDocument();
  });

  it('lists the requests with their status, dates and estimated review, and filters them through the query', async () => {
    answerRequestsScreen(api, {
      history: aRequestPage([
        aRequest(),
        aRequest({
          id: 2,
          name: 'Jean Martin',
          status: 'refused',
          refusal: 'UNSUBSCRIBED',
          sentAt: null,
          openedAt: null,
          reviewReceivedAt: null,
        }),
        aRequest({
          id: 3,
          name: 'Léa Petit',
          email: null,
          phone: '+33612345678',
          channel: 'sms',
          status: 'postponed',
          sendAfter: '2026-11-23T08:00:00.000Z',
          sentAt: null,
          openedAt: null,
          reviewReceivedAt: null,
        }),
      ]),
    });
    renderRequestsScreen();
    const table = await screen.findByRole('table', { name: 'Historique' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Marie Dupont.*E-mail.*Envoyée.*20 novembre 2026.*21 novembre 2026.*Le 22 novembre 2026/);
    expect(within(rows[2]).getByText("Refusée : s'est désabonné(e)")).toBeInTheDocument();
    expect(within(rows[3]).getByText(/^Reportée au 23 novembre 2026/)).toBeInTheDocument();
    expect(within(rows[3]).getByText('+33612345678')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Pourquoi une estimation ?' })).toBeInTheDocument();
    expect(lastHistoryQuery(api)).toEqual({ status: 'all', page: '1' });

    const filters = screen.getByRole('tablist', { name: 'Filtrer les demandes' });
    expect(
      within(filters)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Toutes', 'Envoyées', 'Ouvertes', 'Avis reçu', 'En attente', 'Refusées']);
    await userEvent.click(within(filters).getByRole('tab', { name: 'Avis reçu' }));
    await waitFor(() => expect(lastHistoryQuery(api)).toEqual({ status: 'reviewed', page: '1' }));
    await userEvent.click(within(filters).getByRole('tab', { name: 'En attente' }));
    await waitFor(() => expect(lastHistoryQuery(api)).toEqual({ status: 'waiting', page: '1' }));
  });

  it("shows every establishment's requests together on demand, each naming its establishment", async () => {
    const halles = { id: 2, name: 'Boulangerie des Halles' };
    answerRequestsScreen(api, { history: aRequestPage([aRequest()]) });
    renderRequestsScreen({ organization: 4 });
    const table = await screen.findByRole('table', { name: 'Historique' });
    expect(within(table).queryByRole('columnheader', { name: 'Établissement' })).toBeNull();

    api.route('reviewRequests', { body: aRequestPage([aRequest({ id: 9, name: 'Jean Martin', location: halles }), aRequest()]) });
    const scope = screen.getByRole('group', { name: "Établissements de l'historique" });
    await userEvent.click(within(scope).getByRole('button', { name: 'Tous les établissements' }));
    await waitFor(() => expect(lastHistoryQuery(api)).toEqual({ status: 'all', page: '1', location: 'all', organization: '4' }));
    const rows = within(await screen.findByRole('table', { name: 'Historique' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(/^Établissement/);
    expect(await within(rows[1]).findByText('Boulangerie des Halles')).toBeInTheDocument();

    // Back to the establishment shown: its history as it was read, without the column.
    await userEvent.click(within(scope).getByRole('button', { name: 'Cet établissement' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Historique' })).queryByText('Boulangerie des Halles')).toBeNull());
    expect(within(screen.getByRole('table', { name: 'Historique' })).queryByRole('columnheader', { name: 'Établissement' })).toBeNull();
  });

  it('on a phone, shows each request as a card with its address when it has one, and every filter as a wrapping chip', async () => {
    resizeTo(390);
    answerRequestsScreen(api, {
      history: aRequestPage([
        // Refused: the server gives the contact's e-mail when it knows it.
        aRequest({ status: 'refused', refusal: 'UNSUBSCRIBED', sentAt: null, openedAt: null, reviewReceivedAt: null }),
        aRequest({ id: 2, name: 'Jean Martin', email: null, phone: null, status: 'refused', refusal: 'UNSUBSCRIBED', sentAt: null }),
      ]),
    });
    renderRequestsScreen();
    const history = await screen.findByRole('region', { name: 'Historique' });
    const [withEmail, withNothing] = await within(history).findAllByRole('listitem');
    expect(within(withEmail).getByText('marie@exemple.fr')).toBeInTheDocument();
    expect(withEmail).toHaveTextContent(/^Marie DupontE-mailmarie@exemple\.frRefusée/);
    // Neither e-mail nor phone: the name, then the channel, with no empty line between.
    expect(withNothing).toHaveTextContent(/^Jean MartinE-mailRefusée/);
    expect([...withNothing.querySelectorAll('p')].map((line) => line.textContent)).not.toContain('');
    const filters = within(history).getByRole('tablist', { name: 'Filtrer les demandes' });
    expect(within(filters).getAllByRole('tab')).toHaveLength(6);
  });

  it('shows the history address of an SMS request, or its e-mail when the phone is unknown', () => {
    expect(addressOf({ channel: 'sms', phone: '+33612345678', email: 'a@b.fr' })).toBe('+33612345678');
    expect(addressOf({ channel: 'sms', phone: null, email: 'a@b.fr' })).toBe('a@b.fr');
    expect(addressOf({ channel: 'email', phone: '+33612345678', email: null })).toBe('+33612345678');
    expect(addressOf({ channel: 'email', phone: ' ', email: '' })).toBeNull();
  });

  it('shows a sliver of the quota bar from the first request, and the real share to assistive technology', async () => {
    answerRequestsScreen(api, { state: aRequestState({ quota: { limit: 300, used: 1, resetsOn: '2026-12-01' } }) });
    renderRequestsScreen();
    expect(await screen.findByText('299 demandes restantes')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Quota du mois' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuetext', '1 sur 300 utilisées (e-mails et SMS)');
    expect(bar.querySelector<HTMLElement>('.MuiLinearProgress-bar')?.style.transform).toBe('translateX(-97%)');
  });

  it('shows the month’s quota, the local SMS mode and the till’s hook address', async () => {
    answerRequestsScreen(api, { state: aRequestState({ smsOffline: true }) });
    renderRequestsScreen();
    expect(await screen.findByText('288 demandes restantes')).toBeInTheDocument();
    expect(screen.getAllByText('12 sur 300 utilisées (e-mails et SMS)').length).toBeGreaterThan(0);
    expect(screen.getByText('Remis à zéro le 1 décembre 2026.')).toBeInTheDocument();
    expect(screen.getByText("SMS en mode local : ils ne partent pas, ils sont écrits dans la boîte d'envoi locale.")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Adresse du webhook' })).toHaveValue(
      'https://bonavis.example/api/reviews/requests/hook/s3cr3t',
    );
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    api.route('reviewRequestState', { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } });
    renderRequestsScreen();
    expect(await screen.findByText("Les demandes d'avis n'ont pas pu être chargées.")).toBeInTheDocument();
    answerRequestsScreen(api);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('textbox', { name: 'Lien court' })).toBeInTheDocument();
  });
});
