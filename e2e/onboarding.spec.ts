import { expect, test, type Page } from '@playwright/test';
import { holdDemoLink, releaseDemoLink } from './support/demo-holds';
import { uniqueEmail } from './support/mailbox';
import { signInThroughApi } from './support/sign-in';

/** Types into a field, leaves it, and expects the spec's message (errors show after blur). */
async function expectMessageAfterBlur(page: Page, label: string, value: string, message: string) {
  const field = page.getByLabel(label, { exact: false }).first();
  await field.fill(value);
  await field.blur();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('onboarding', () => {
  test('a new owner completes the three steps, watches the sync reach 100 %, and lands on the dashboard', async ({ page }) => {
    // The demo listing of this link stops after its first page until the test releases it (see below).
    const heldLink = 'HeldWizard';
    await holdDemoLink(heldLink);
    await signInThroughApi(page, uniqueEmail('wizard'));
    // A new owner's first page of the app is the setup.
    await page.goto('/dashboards/home');
    await expect(page.getByRole('heading', { name: 'Paramétrage du compte' })).toBeVisible();
    await expect(page).toHaveTitle('Paramétrage du compte | Bonavis');
    const next = page.getByRole('button', { name: 'Suivant' });

    // Step 1: the spec's messages for bad input, then valid values.
    await expect(next).toBeDisabled();
    await expectMessageAfterBlur(page, 'Prénom', 'J', 'Le prénom est trop court !');
    await expectMessageAfterBlur(page, 'Prénom', 'Jean2', 'Le prénom ne doit contenir que des lettres, tirets ou underscores');
    await page.getByLabel('Date de naissance').pressSequentially('29022023');
    await expect(page.getByLabel('Date de naissance')).toHaveValue('29/02/2023');
    await page.getByLabel('Date de naissance').blur();
    await expect(page.getByText('La date de naissance est invalide')).toBeVisible();
    await expectMessageAfterBlur(page, 'Numéro de téléphone', '12', 'Numéro de téléphone invalide');

    await page.getByLabel('Prénom').fill('Élodie');
    await page.getByLabel(/^Nom/).fill('Le Gall');
    await page.getByLabel('Date de naissance').fill('');
    await page.getByLabel('Date de naissance').pressSequentially('29021988');
    await page.getByLabel('Numéro de téléphone').fill('+33 6 12 34 56 78');
    await expect(next).toBeEnabled();
    await next.click();

    // Step 2.
    await expect(page.getByRole('heading', { name: 'Informations societé' })).toBeVisible();
    await expectMessageAfterBlur(page, 'Numéro SIRET', '1234567890123', 'Numéro SIRET invalide (14 chiffres requis)');
    await expectMessageAfterBlur(page, 'Code postal', '75 00', 'Code postal invalide (5 chiffres requis)');
    await choose(page, 'Statut juridique', 'Micro/Auto-entrepreneur');
    await page.getByLabel("Nom de l'entreprise").fill('Au Jardin de Montpellier');
    await page.getByLabel('Numéro SIRET').fill('12345678901234');
    await choose(page, "Secteur d'activité", 'Commerce alimentaire');
    await page.getByLabel(/^Adresse/).fill('3 rue de la Loge');
    await page.getByLabel('Code postal').fill('34000');
    await page.getByLabel('Ville').fill('Montpellier');
    await page.getByLabel("Email de l'entreprise").fill('contact@jardin-montpellier.fr');
    await page.getByLabel("Téléphone de l'entreprise").fill('+33 4 67 00 00 00');

    // Précédent keeps what was typed on step 2.
    await page.getByRole('button', { name: 'Précédent' }).click();
    await expect(page.getByLabel('Prénom')).toHaveValue('Élodie');
    await next.click();
    await expect(page.getByLabel('Numéro SIRET')).toHaveValue('12345678901234');
    await next.click();

    // Step 3: a bad link, then the real lookup and its preview.
    const finish = page.getByRole('button', { name: 'Terminer' });
    await expect(finish).toBeDisabled();
    await expectMessageAfterBlur(page, 'Lien de votre fiche', 'https://example.com/boutique', "Le format de l'URL est invalide");
    await page.getByLabel('Lien de votre fiche').fill(`https://maps.app.goo.gl/${heldLink}`);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByText('Synchronisation réussie')).toBeVisible();
    const preview = page.getByLabel('Aperçu de la fiche trouvée');
    await expect(preview.getByText('Librairie Lambert')).toBeVisible();
    await expect(preview.getByText('Librairie', { exact: true })).toBeVisible();
    await expect(preview.getByText('Données de démonstration')).toBeVisible();
    await finish.click();

    // The sync screen, kept across a reload while the sync waits after its first page, then the completion screen
    // once the test lets the sync go on.
    await expect(
      page.getByText(/sont en cours de synchronisation avec Bonavis, veuillez patienter et ne pas fermer la page\./),
    ).toBeVisible({ timeout: 15_000 });
    const progress = page.getByRole('progressbar', { name: 'Progression de la synchronisation' });
    const percent = async () => Number(await progress.getAttribute('aria-valuenow'));
    await expect.poll(percent).toBeGreaterThan(0);
    const heldAt = await percent();
    expect(heldAt).toBeLessThan(100);
    await page.reload();
    // The reloaded page follows the same job: its progress is where it was, not back at zero.
    await expect(progress).toHaveAttribute('aria-valuenow', String(heldAt));
    await expect(page.getByRole('heading', { name: 'Paramétrage du compte', exact: true })).toBeHidden();

    await releaseDemoLink(heldLink);
    await expect(page.getByRole('heading', { name: 'Paramétrage du compte terminé' })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: "Aller à l'accueil" }).click();
    await expect(page).toHaveURL('/dashboards/home');
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  });
});
