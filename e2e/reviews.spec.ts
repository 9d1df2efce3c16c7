import { expect, test } from '@playwright/test';
import { activateTrialThroughApi, checkNewReviews, onboardThroughApi, subscribeThroughApi } from './support/api';
import { uniqueEmail } from './support/mailbox';
import { signInThroughApi } from './support/sign-in';

test.describe('reviews inbox and AI replies', () => {
  test('an owner answers an unhappy review with an AI draft, then a new review arrives live', async ({ page }) => {
    test.setTimeout(360_000);
    await signInThroughApi(page, uniqueEmail('reviews'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/ReviewsJourney');
    await activateTrialThroughApi(page);

    await page.goto('/reviews/home');
    await expect(page.getByRole('heading', { name: 'Avis', exact: true })).toBeVisible();
    await expect(page.getByText('30 crédits IA').first()).toBeVisible();
    await expect(page.getByText('modèle hors ligne')).toBeVisible();

    // Unanswered reviews of one or two stars.
    await page.getByRole('button', { name: /^1 étoile \(\d+\)$/ }).click();
    await page.getByRole('button', { name: /^2 étoiles \(\d+\)$/ }).click();
    // The list of both filters has arrived (a card read before it could be an answered one the list then drops).
    const filteredList = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/reviews/private' && url.searchParams.get('ratings') === '1,2' && url.searchParams.get('answered') === 'false'
      );
    });
    await page.getByRole('button', { name: /^Sans réponse \(\d+\)$/ }).click();
    await filteredList;
    await expect(page).toHaveURL(/rating=1%2C2/);
    await expect(page).toHaveURL(/answered=no/);
    // The list has followed the filters: no card of three stars or more, none already answered.
    await expect(page.getByRole('article').getByRole('img', { name: /^[345] étoiles sur 5$/ })).toHaveCount(0);
    await expect(page.getByRole('article').first().getByRole('button', { name: 'Générer une réponse' })).toBeVisible();
    // The card is held by its author, so a list redrawn later cannot swap it for another.
    const author = (await page.getByRole('article').first().getByRole('heading').first().innerText()).trim();
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: author, exact: true }) })
      .first();
    await expect(card.getByRole('img', { name: /^[12] étoiles? sur 5$/ })).toBeVisible();

    // A draft for one credit, edited, then published.
    await card.getByRole('button', { name: 'Générer une réponse' }).click();
    const editor = card.getByRole('textbox', { name: 'Votre réponse' });
    await expect(editor).not.toHaveValue('');
    const firstName = author.split(' ')[0];
    await expect(editor).toHaveValue(new RegExp(firstName));
    await expect(page.getByText('29 crédits IA').first()).toBeVisible();
    // The trial's credits are checked; the rest of the journey is longer than the browser tests' 30-second trial on a
    // slow machine, so the owner subscribes.
    expect((await subscribeThroughApi(page, 'cs_e2e_reviews')).status()).toBe(200);
    const draft = await editor.inputValue();
    await editor.fill(`${draft}\nÀ très bientôt au comptoir.`);
    await card.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText('Réponse publiée.')).toBeVisible();

    // Answered, it leaves the unanswered view and shows with its response among the answered ones.
    await page.goto(`/reviews/home?answered=yes&q=${encodeURIComponent(author)}`);
    await expect(page.getByRole('article', { name: author }).filter({ hasText: 'À très bientôt au comptoir.' })).toHaveCount(1);
    await page.goto(`/reviews/home?answered=no&q=${encodeURIComponent(author)}`);
    await expect(page.getByRole('article').filter({ hasText: 'À très bientôt au comptoir.' })).toHaveCount(0);

    // The demo listing gets a new review every few seconds; a check finds it and the page hears of it. The page
    // hears only once its socket is connected after the navigation above, so the check runs again until it does.
    // A check reads every owner's listing: the toast can show and leave while it still runs, so the page is watched
    // from before the first check. Reviews keep coming: an earlier toast may be leaving (hidden) as the next one shows.
    const announced = page
      .getByText(/^Nouvel avis de .+ \([1-5] ★\)$/)
      .filter({ visible: true })
      .first();
    let shown: boolean | undefined;
    const watched = announced.waitFor({ state: 'visible', timeout: 90_000 }).then(
      () => (shown = true),
      () => (shown = false),
    );
    while (shown === undefined) await checkNewReviews(page);
    await watched;
    expect(shown, 'a « Nouvel avis » toast within 90 s of checks').toBe(true);
  });
});
