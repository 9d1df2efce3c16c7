import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { deBusiness } from '../src/shared/french-names';
import { authHeaders, onboardThroughApi } from './support/api';
import { latestMailTo, uniqueEmail } from './support/mailbox';
import { signInThroughApi } from './support/sign-in';

test.describe('game', () => {
  test('an owner opens the wheel, a customer plays from the QR code link and wins, the owner gives the prize at the counter', async ({
    page,
    browser,
  }) => {
    test.setTimeout(360_000);
    await signInThroughApi(page, uniqueEmail('game-owner'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/GameJourney');
    // The demo names start with an article (« Le Fournil de … ») or not: « de » before them as French writes it.
    const listing = (await (await page.request.get('/api/reviews/private/location', { headers: await authHeaders(page) })).json()) as {
      name: string;
    };
    const ofBusiness = deBusiness(listing.name);

    // Settings: one prize for every spin, and the game opened.
    await page.goto('/game/settings');
    await expect(page.getByRole('heading', { name: 'Segment 1' })).toBeVisible();
    await expect(page.getByText(/aucun gain ne dépend d'un avis/)).toBeVisible();
    while ((await page.getByRole('heading', { name: /^Segment \d+$/ }).count()) > 2) {
      await page.getByRole('button', { name: 'Supprimer le segment 2' }).click();
    }
    const chances = page.getByRole('spinbutton', { name: /^Probabilité/ });
    await chances.nth(0).fill('100');
    await chances.nth(1).fill('0');
    await expect(page.getByText('Total : 100 %')).toBeVisible();
    const prize = await page.getByRole('textbox', { name: /^Nom/ }).first().inputValue();
    await page.getByRole('switch', { name: 'Jeu ouvert' }).check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Paramètres du jeu enregistrés')).toBeVisible();

    // The QR code and its link.
    await page.goto('/game/code');
    await expect(page.getByRole('img', { name: `QR code du jeu ${ofBusiness}` })).toBeVisible();
    const link = await page.getByRole('textbox', { name: 'Lien du jeu' }).inputValue();
    expect(link).toMatch(/\/game\/session\?g=[0-9a-z]{16}$/);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: "Télécharger l'affiche A5 (PDF)" }).click();
    expect((await downloading).suggestedFilename()).toBe('affiche-jeu-a5.pdf');

    // A customer on their phone, with no account.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const customer = await phone.newPage();
    // The app's own scripts are held until the customer has filled the form: the page comes with the wheel drawn in and
    // takes the form before the app has run, which then carries it over.
    let releaseApp!: () => void;
    const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
    await phone.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
      await appReleased;
      await route.continue();
    });
    await customer.goto(link);
    await expect(customer).toHaveTitle(`Jeu ${ofBusiness} | Bonavis`);
    await expect(customer.getByText("Jeu gratuit sans obligation d'achat")).toBeVisible();
    const axe = await new AxeBuilder({ page: customer }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(
      axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id),
    ).toEqual([]);
    const email = uniqueEmail('game-player');
    await customer.getByRole('textbox', { name: /^Prénom/ }).fill('Léa');
    await customer.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
    await expect(customer.getByRole('checkbox', { name: /J'accepte que mon prénom/ })).not.toBeChecked();
    await customer.getByRole('checkbox', { name: /J'accepte que mon prénom/ }).check();
    // The tick needs the app, which draws it: the page holds still until the app has taken over with the form.
    await expect(customer.getByRole('button', { name: 'Lancer la roue' })).toBeDisabled();
    releaseApp();
    await customer.getByRole('button', { name: 'Lancer la roue' }).click();
    await expect(customer.getByText(`Bravo, vous avez gagné : ${prize} !`)).toBeVisible();
    const code = (await customer.getByText(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/).textContent())!;
    await expect(customer.getByRole('link', { name: 'Laissez un avis sur Google' })).toBeVisible();
    await expect(customer.getByText('Votre gain ne dépend pas de votre avis.')).toBeVisible();
    await expect.poll(() => customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The coupon comes by mail only once the player confirms the address, from the link mailed to it.
    await expect(customer.getByText(/confirmez votre adresse avec le lien que nous venons de vous envoyer/)).toBeVisible();
    const confirmation = await latestMailTo(email, 'Confirmez votre adresse pour recevoir votre gain');
    expect(confirmation.text).not.toContain(code);
    await customer.goto(/https?:\/\/\S+\/prize-mail\/[^\s"<>]+/.exec(confirmation.text)![0].replace(/&amp;/g, '&'));
    await expect(customer.getByText('Votre gain vous a été envoyé par e-mail')).toBeVisible();
    await expect.poll(async () => (await latestMailTo(email)).text, { timeout: 15_000 }).toContain(code);
    await customer.goBack();
    // Playing again the same day is refused, and says when.
    await customer.reload();
    await customer.getByRole('textbox', { name: /^Prénom/ }).fill('Léa');
    await customer.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
    await customer.getByRole('checkbox', { name: /J'accepte que mon prénom/ }).check();
    await customer.getByRole('button', { name: 'Lancer la roue' }).click();
    await expect(customer.getByRole('alert')).toContainText('Vous avez déjà joué.');
    await phone.close();

    // At the counter: the owner finds the code and gives the prize, once.
    await page.goto('/game/home');
    await expect(page.getByRole('heading', { name: 'Participations' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Rechercher un code' }).fill(code.slice(0, 4));
    await page.getByRole('button', { name: `Marquer le gain ${code} comme remis` }).click();
    await expect(page.getByText(`Gain ${code} remis`)).toBeVisible();
    await expect(page.getByText(/^Remis le /)).toBeVisible();
    await expect(page.getByRole('button', { name: `Marquer le gain ${code} comme remis` })).toBeDisabled();
  });
});
