import { expect, test } from '@playwright/test';
import { onboardThroughApi, subscribeThroughApi } from './support/api';
import { uniqueEmail } from './support/mailbox';
import { signInThroughApi } from './support/sign-in';

test.describe('Google Business Profile', () => {
  test('an owner connects through Google’s consent page, publishes a reply on Google, then disconnects', async ({ page }) => {
    test.setTimeout(300_000);
    await signInThroughApi(page, uniqueEmail('google'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/GoogleJourney');
    // Paid, not the browser tests' 30-second trial: the journey is longer than that on a slow machine.
    expect((await subscribeThroughApi(page, 'cs_e2e_google')).status()).toBe(200);

    // Settings → Général: the offline stack says its Google is a demonstration.
    await page.goto('/settings/general');
    const card = page.getByRole('region', { name: 'Google Business Profile' });
    await expect(card.getByText('Google (démonstration)')).toBeVisible();
    await card.getByRole('button', { name: 'Connecter Google Business Profile' }).click();

    // The stand-in's consent page, then back to the app.
    await expect(page.getByRole('heading', { name: 'Bonavis souhaite accéder à votre compte Google' })).toBeVisible();
    await page.getByRole('link', { name: 'Autoriser' }).click();
    await expect(page).toHaveURL(/\/oauth\/callback$/);
    await expect(page.getByText(/^Connecté à Google Business Profile : /)).toBeVisible();
    await page.getByRole('link', { name: 'Voir mes avis' }).click();

    // An unanswered review (no filter: once answered it must stay in view), answered by hand and published on Google.
    await expect(page.getByRole('heading', { name: 'Avis', exact: true })).toBeVisible();
    const unanswered = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Rédiger moi-même' }) });
    const firstAuthor = unanswered.first().getByRole('heading').first();
    await expect(firstAuthor).toBeVisible();
    const author = (await firstAuthor.innerText()).trim();
    // Held by its author only: once the editor opens, its « Rédiger moi-même » button is gone.
    const review = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: author, exact: true }) })
      .first();
    await review.getByRole('button', { name: 'Rédiger moi-même' }).click();
    await review.getByRole('textbox', { name: 'Votre réponse' }).fill('Merci pour votre visite, à très bientôt !');
    await review.getByRole('button', { name: 'Publier' }).click();
    const published = page.getByRole('article').filter({ hasText: 'Merci pour votre visite, à très bientôt !' });
    await expect(published.getByText('Publiée sur Google')).toBeVisible({ timeout: 60_000 });

    // Disconnect: the card offers to connect again.
    await page.goto('/settings/general');
    await card.getByRole('button', { name: 'Déconnecter' }).click();
    await expect(page.getByText(/Google Business Profile est déconnecté/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Connecter Google Business Profile' })).toBeVisible();
  });

  test('a refused consent says what to do', async ({ page }) => {
    await signInThroughApi(page, uniqueEmail('google-refused'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/GoogleRefused');
    await page.goto('/settings/general');
    await page.getByRole('button', { name: 'Connecter Google Business Profile' }).click();
    await page.getByRole('link', { name: 'Annuler' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "Vous n'avez pas autorisé Bonavis" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se reconnecter à Google' })).toBeVisible();
  });
});
