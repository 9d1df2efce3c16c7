import { expect, test } from '@playwright/test';
import { authHeaders, onboardThroughApi } from './support/api';
import { uniqueEmail } from './support/mailbox';
import { signInThroughApi } from './support/sign-in';

test.describe('dashboard', () => {
  test('after setup and sync, the dashboard shows the listing and figures that agree with the reviews screen', async ({ page }) => {
    test.setTimeout(240_000);
    await signInThroughApi(page, uniqueEmail('dashboard'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/DashboardJourney');
    // An owner who may still start the free trial sees the whole app; no trial clock runs during the test.
    const headers = await authHeaders(page);
    const listing = await (await page.request.get('/api/reviews/private/location', { headers })).json();
    const inbox = await (await page.request.get('/api/reviews/private?period=all&pageSize=100', { headers })).json();
    const ratings: number[] = [];
    for (let pageNumber = 1; pageNumber <= Math.ceil(inbox.total / 100); pageNumber += 1) {
      const batch = await (await page.request.get(`/api/reviews/private?period=all&pageSize=100&page=${pageNumber}`, { headers })).json();
      ratings.push(...batch.items.map((review: { reviewRate: number }) => review.reviewRate));
    }
    // Rounded as the server rounds it (two decimals), then shown with one.
    const average = Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 100) / 100;
    const french = (value: number, digits: number) =>
      new Intl.NumberFormat('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

    await page.goto('/dashboards/home?period=all');
    await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(listing.name).first()).toBeVisible();
    // The same total and the same average as the reviews screen, in French.
    await expect(main.getByText(french(inbox.total, 0), { exact: true }).first()).toBeVisible();
    await expect(main.getByText(french(average, 1), { exact: true }).first()).toBeVisible();
    // The unread card leads to the unread reviews.
    await main
      .getByRole('link', { name: /non lus/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/reviews\/home\?.*unread=1/);
    await expect(page.getByRole('heading', { name: 'Avis', exact: true })).toBeVisible();
  });
});
