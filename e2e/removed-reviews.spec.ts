import { expect, test, type Page } from '@playwright/test';
import { authHeaders, onboardThroughApi, subscribeThroughApi } from './support/api';
import { uniqueEmail } from './support/mailbox';
import { signInThroughApi } from './support/sign-in';
import { saveScreenshot } from './support/screenshots';

const SIZES = [
  [390, 844],
  [1280, 900],
] as const;

/**
 * A second, full synchronisation, as the « Synchroniser » button starts it; resolves once that job is done.
 * The demo's "Gone" links then hide their 2nd and 5th newest reviews and show the 3rd edited by its author.
 */
async function synchronizeAgain(page: Page) {
  const headers = await authHeaders(page);
  const started = await page.request.patch('/api/reviews/private/init-synchronization', { headers });
  expect(started.status()).toBe(200);
  const { id } = (await started.json()) as { id: number };
  await expect
    .poll(
      async () => {
        const { synchronization } = await (await page.request.get('/api/reviews/private/location', { headers })).json();
        return synchronization && { id: synchronization.id, status: synchronization.status };
      },
      { timeout: 60_000 },
    )
    .toEqual({ id, status: 'done' });
}

type ListedReview = { id: number; authorName: string; date: string };

/** The newest reviews as the API lists them (`removed=yes`: only those marked removed). */
async function listedReviews(page: Page, { removed = false } = {}): Promise<ListedReview[]> {
  const query = `sort=newest&pageSize=50${removed ? '&removed=yes' : ''}`;
  const answer = await page.request.get(`/api/reviews/private?${query}`, { headers: await authHeaders(page) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: ListedReview[] }).items;
}

async function screenshotsOf(page: Page, name: string, target: () => ReturnType<Page['locator']>) {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(target()).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await saveScreenshot(target(), `${name}-${width}-${scheme}`, { animations: 'disabled' });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('removed reviews', () => {
  test('reviews Google no longer shows are marked and filtered, an edited review shows its history, the dashboard counts them', async ({
    page,
  }) => {
    test.setTimeout(480_000);
    await signInThroughApi(page, uniqueEmail('gone'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/GoneInbox');
    // A paid subscription: the browser tests' trial lasts 30 s, less than this journey on a busy machine.
    expect((await subscribeThroughApi(page, 'cs_e2e_gone_inbox')).status()).toBe(200);
    // The e2e demo also writes a "live" review every 4 s, dated now, which stays on the list once shown. The
    // listing's own reviews are the older ones: the 2nd and 5th newest of them must go, the 3rd be edited, and
    // nothing else.
    const liveSince = Date.now() - 60_000;
    const own = (await listedReviews(page)).filter((review) => Date.parse(review.date) < liveSince);
    const [gone, edited] = [[own[1], own[4]], own[2]];
    await synchronizeAgain(page);
    const removed = await listedReviews(page, { removed: true });
    expect(removed.map((review) => review.id)).toEqual(gone.map(({ id }) => id));
    const removedCount = removed.length;
    const removedNames = removed.map((review) => review.authorName).sort();

    await page.goto('/reviews/home');
    await expect(page.getByRole('heading', { name: 'Avis', exact: true })).toBeVisible();
    const removedFilter = page.getByRole('button', { name: `Retirés (${removedCount})` });
    await expect(removedFilter).toHaveAttribute('aria-pressed', 'false');

    // On: exactly the removed reviews, each with its mark; the URL says so.
    await removedFilter.click();
    await expect(page).toHaveURL(/[?&]removed=yes(&|$)/);
    await expect(removedFilter).toHaveAttribute('aria-pressed', 'true');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(removedCount);
    await expect(cards.filter({ hasText: /Retiré de Google le \d{1,2} \S+ \d{4}/ })).toHaveCount(removedCount);
    for (const review of gone) await expect(cards.filter({ hasText: review.authorName }).first()).toBeVisible();
    expect((await cards.getByRole('heading', { level: 2 }).allTextContents()).sort()).toEqual(removedNames);
    await screenshotsOf(page, 'removed-reviews-inbox', () => page.getByRole('main'));

    // Off: every review again, the removed ones among them still marked.
    await removedFilter.click();
    await expect(page).not.toHaveURL(/removed=/);
    await expect(removedFilter).toHaveAttribute('aria-pressed', 'false');
    await expect(cards).toHaveCount(10);

    // The review its author edited: the change of rating, and the earlier copy on demand.
    const editedCard = cards.filter({ hasText: /Modifié le .+ : \d → \d étoiles?/ });
    await expect(editedCard).toHaveCount(1);
    await expect(editedCard.getByRole('heading', { level: 2 })).toHaveText(edited.authorName);
    await editedCard.getByRole('button', { name: 'Voir les versions précédentes' }).click();
    await expect(editedCard.getByText(/^Vu pour la première fois le /)).toBeVisible();
    await expect(editedCard.getByText(/^Vu le /)).toBeVisible();
    await screenshotsOf(page, 'removed-reviews-edited-card', () => editedCard);

    // A removal alert's link opens the filter on.
    await page.goto('/reviews/home?removed=yes');
    await expect(removedFilter).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(removedCount);

    await page.goto('/dashboards/home');
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    const figures = page.getByRole('region', { name: 'Chiffres clés' });
    await expect(figures.getByText(/^Sans les avis retirés : \d,\d$/)).toBeVisible();
    const removedLink = figures.getByRole('link', { name: `${removedCount} avis retirés sur la période` });
    await expect(removedLink).toHaveAttribute('href', '/reviews/home?removed=yes');
    const ratingCard = figures.locator('.MuiCard-root').filter({ hasText: 'Note moyenne' });
    await screenshotsOf(page, 'removed-reviews-dashboard', () => ratingCard);
    await removedLink.click();
    await expect(page).toHaveURL(/\/reviews\/home\?removed=yes$/);
    await expect(removedFilter).toHaveAttribute('aria-pressed', 'true');
  });
});
