import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../session/local-session';
import { mockApi, routeOf } from '../../test/mock-api';
import { renderInRouter } from './dashboard-test-kit';
import { MonthlyReportControl } from './monthly-report-control';

const api = mockApi();
// Mid-November 2026: the last month over is October.
const now = new Date('2026-11-15T12:00:00Z');

describe('MonthlyReportControl', () => {
  let createObjectURL: jest.Mock;
  let click: jest.SpyInstance;
  beforeEach(() => {
    createObjectURL = jest.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => click.mockRestore());

  it('offers the last twelve months, the last one over first', async () => {
    renderInRouter(<MonthlyReportControl now={now} />);
    expect(screen.getByRole('heading', { name: 'Rapport mensuel' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mois' })).toHaveTextContent('octobre 2026');
    await userEvent.click(screen.getByRole('combobox', { name: 'Mois' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(12);
    expect(options[0]).toHaveTextContent('octobre 2026');
    expect(options[11]).toHaveTextContent('novembre 2025');
  });

  it("downloads the chosen month in the interface language, with the owner's token", async () => {
    api.route('monthlyReport', { body: '%PDF-1.7 report' });
    storeAuthToken('id-token-of-marie');
    renderInRouter(<MonthlyReportControl now={now} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Mois' }));
    await userEvent.click(screen.getByRole('option', { name: 'septembre 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger le PDF' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const [call] = api.callsTo(routeOf('monthlyReport'));
    expect(Object.fromEntries(call.query)).toEqual({ month: '2026-09', language: 'fr' });
    expect(call.headers.get('Authorization')).toBe('id-token-of-marie');
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toBe('%PDF-1.7 report');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('bonavis-rapport-2026-09.pdf');
    // The button comes back once the file is handed over, in a render after the download's click.
    expect(await screen.findByRole('button', { name: 'Télécharger le PDF' })).toBeEnabled();
  });

  it("downloads the network's report over the organisation's establishments, or a group's", async () => {
    api.route('monthlyReport', { body: '%PDF-1.7 network' });
    renderInRouter(<MonthlyReportControl now={now} network={{ organization: 4, group: 5 }} />);
    expect(screen.getByText(/^Le rapport du réseau en PDF/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger le PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [call] = api.callsTo(routeOf('monthlyReport'));
    expect(Object.fromEntries(call.query)).toEqual({ group: '5', organization: '4', month: '2026-10', language: 'fr' });
  });

  it('says in French why the report could not be downloaded', async () => {
    api.route('monthlyReport', { status: 500, body: {} });
    renderInRouter(<MonthlyReportControl now={now} />);
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger le PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Le rapport n'a pas pu être téléchargé. Réessayez dans un instant.");
    expect(click).not.toHaveBeenCalled();
  });

  it('gives the limit and the wait when too many reports were asked', async () => {
    api.route('monthlyReport', { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'slow down', retryAfterSeconds: 600 } });
    renderInRouter(<MonthlyReportControl now={now} />);
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger le PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/10 minutes/);
  });
});
