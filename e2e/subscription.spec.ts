import { expect, test } from '@playwright/test';
import { activateTrialThroughApi, onboardThroughApi, subscribeThroughApi } from './support/api';
import { uniqueEmail } from './support/mailbox';
import { signInThroughApi } from './support/sign-in';

test.describe('subscription', () => {
  test('an owner who finished onboarding starts the free trial and reaches the dashboard', async ({ page }) => {
    await signInThroughApi(page, uniqueEmail('trial'));
    await onboardThroughApi(page);
    await page.goto('/dashboards/home');
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByText(/jours d'essai gratuit, sans carte bancaire/)).toBeVisible();

    await page.getByRole('button', { name: 'Essai Gratuit' }).click();
    await expect(page.getByText('Votre essai gratuit a commencé : bonne découverte !')).toBeVisible();
    await expect(page.getByText(/jours d'essai gratuit, sans carte bancaire/)).toBeHidden();

    await page.goto('/subscription/home');
    await expect(page.getByText('Essai en cours')).toBeVisible();
    await expect(page.getByText('Crédits IA restants')).toBeVisible();
  });

  test('an expired trial leads to the plans; a signed payment webhook lets the owner in without a reload', async ({ page }) => {
    test.setTimeout(300_000);
    const email = uniqueEmail('expired');
    await signInThroughApi(page, email);
    await onboardThroughApi(page);
    await activateTrialThroughApi(page);

    // The browser tests' trial lasts 30 seconds (TRIAL_DURATION_SECONDS in playwright.config.ts; the journeys that
    // use the product during a trial need that long). The owner comes back to the dashboard until the trial is
    // over, as a visitor would: no fixed sleep, a deadline well past the trial's end.
    const premiumRequired = page.getByRole('heading', { name: 'Abonnement premium requis' });
    const dashboard = page.getByRole('heading', { name: 'Tableau de bord' });
    await expect(async () => {
      await page.goto('/dashboards/home');
      await expect(premiumRequired.or(dashboard)).toBeVisible();
      await expect(premiumRequired).toBeVisible({ timeout: 1_000 });
    }).toPass({ intervals: [2_000], timeout: 90_000 });
    await expect(page).toHaveTitle('Abonnement premium requis | Bonavis');
    await expect(page.getByText('80€ HT')).toBeVisible();
    await expect(page.getByText('Économisez 5%')).toBeVisible();
    const uid = JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!).uid as string;
    const monthly = new URL((await page.getByRole('link', { name: "S'abonner" }).first().getAttribute('href'))!);
    expect(monthly.searchParams.get('prefilled_email')).toBe(email);
    expect(monthly.searchParams.get('client_reference_id')).toBe(uid);

    // Stripe tells the server the checkout was paid: the open page follows, with no reload.
    expect((await subscribeThroughApi(page, 'cs_e2e')).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Abonnement premium requis' })).toBeHidden();
  });
});
