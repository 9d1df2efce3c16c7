import { expect, test, type Page } from '@playwright/test';
import { activateTrialThroughApi, authHeaders, onboardThroughApi, subscribeThroughApi } from './support/api';
import { holdDemoLink, releaseDemoLink } from './support/demo-holds';
import { latestMailTo, uniqueEmail } from './support/mailbox';
import { signInThroughApi } from './support/sign-in';

/** The app bar's establishment switcher, named after the establishment shown. */
const switcher = (page: Page, name?: string) =>
  page.getByRole('button', { name: name ? `Établissement affiché : ${name}. Changer d'établissement` : /^Établissement affiché : / });

test.describe('several establishments and a team', () => {
  test('an owner adds an establishment and invites a manager for it, who replies there only, until narrowed', async ({ browser, page }) => {
    test.setTimeout(300_000);
    // The second establishment's demo listing stops after its first page until the test releases it (below).
    const heldLink = 'HeldTeamsSecondShop';
    await holdDemoLink(heldLink);
    await signInThroughApi(page, uniqueEmail('network-owner'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/TeamsFirstShop');
    await activateTrialThroughApi(page);
    // Inviting members needs a paid plan.
    expect((await subscribeThroughApi(page, 'cs_e2e_teams')).status()).toBe(200);

    // The owner adds a second establishment from the app bar.
    await page.goto('/dashboards/home');
    const first = (await switcher(page).innerText()).trim();
    await switcher(page).click();
    await page.getByRole('menuitem', { name: 'Ajouter un établissement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un établissement' });
    await dialog.getByRole('textbox', { name: /Lien de votre fiche/ }).fill(`https://maps.app.goo.gl/${heldLink}`);
    await dialog.getByRole('button', { name: 'Rechercher' }).click();
    await expect(dialog.getByLabel('Aperçu de la fiche trouvée')).toBeVisible();
    await dialog.getByRole('button', { name: 'Ajouter cet établissement' }).click();
    await expect(page.getByText(/ a été ajouté\. Ses avis se synchronisent\.$/)).toBeVisible();
    // Its first synchronisation runs inside the app, the page still at hand, until its reviews are in.
    await expect(page.getByText(/^Synchronisation des avis de .+ en cours\./)).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await releaseDemoLink(heldLink);
    await expect(page.getByText(/^Les avis de .+ sont synchronisés\.$/)).toBeVisible({ timeout: 90_000 });
    // The screens now show the new one.
    await expect(switcher(page)).not.toHaveText(first);
    const second = (await switcher(page).innerText()).trim();
    await switcher(page).click();
    await expect(page.getByRole('menuitem')).toHaveCount(3);
    await page.keyboard.press('Escape');

    // The owner invites a manager for the second establishment only.
    const managerEmail = uniqueEmail('network-manager');
    await page.goto('/settings/team');
    await page.getByRole('button', { name: 'Inviter un membre' }).click();
    const invite = page.getByRole('dialog', { name: 'Inviter un membre' });
    await invite.getByRole('textbox', { name: 'Adresse e-mail' }).fill(managerEmail);
    await invite.getByRole('radio', { name: /Gérant·e/ }).check();
    await invite.getByRole('radio', { name: 'Certains établissements' }).check();
    await invite.getByRole('checkbox', { name: second }).check();
    await invite.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await expect(page.getByText(`Invitation envoyée à ${managerEmail}.`)).toBeVisible();

    // The manager opens the mail's link, signed in with the invited address, and accepts.
    const mail = await latestMailTo(managerEmail);
    const link = /https?:\/\/\S+\/invitation\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
    const managerContext = await browser.newContext();
    const manager = await managerContext.newPage();
    await signInThroughApi(manager, managerEmail);
    await manager.goto(new URL(link).pathname + new URL(link).search);
    await manager.getByRole('button', { name: "Accepter l'invitation" }).click();
    await expect(manager.getByRole('heading', { name: /^Vous avez rejoint / })).toBeVisible();
    await manager
      .getByRole('button', { name: 'Aller au tableau de bord' })
      .or(manager.getByRole('link', { name: 'Aller au tableau de bord' }))
      .click();

    // The manager sees the second establishment only, and replies to one of its reviews.
    await expect(switcher(manager, second)).toBeVisible();
    await switcher(manager, second).click();
    await expect(manager.getByRole('menuitem')).toHaveCount(1);
    await expect(manager.getByRole('menuitem', { name: 'Ajouter un établissement' })).toHaveCount(0);
    await manager.keyboard.press('Escape');
    await manager.goto('/reviews/home?answered=no');
    const card = manager.getByRole('article').first();
    // The drafts spend the owner's credits: the manager has none of their own.
    await card.getByRole('button', { name: 'Générer une réponse' }).click();
    await expect(card.getByRole('textbox', { name: 'Votre réponse' })).not.toHaveValue('');
    await card.getByRole('button', { name: 'Publier' }).click();
    await expect(manager.getByText('Réponse publiée.')).toBeVisible();
    // The first establishment does not exist for the manager, even asked for by its id.
    const owned = (await (await page.request.get('/api/locations/private', { headers: await authHeaders(page) })).json()).items as {
      id: number;
      name: string;
    }[];
    const firstId = owned.find((place) => place.name === first)!.id;
    const foreign = await manager.request.get(`/api/reviews/private?location=${firstId}`, { headers: await authHeaders(manager) });
    expect(foreign.status()).toBe(404);

    // The owner narrows the manager to the first establishment: the second is gone from the manager's next screen.
    await page.goto('/settings/team');
    await page.getByRole('button', { name: /^Modifier l'accès de / }).click();
    const change = page.getByRole('dialog', { name: /^Modifier l'accès de / });
    await change.getByRole('checkbox', { name: second }).uncheck();
    await change.getByRole('checkbox', { name: first }).check();
    await change.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(/^Accès de .+ mis à jour\.$/)).toBeVisible();

    await manager.goto('/reviews/home');
    await expect(switcher(manager, first)).toBeVisible();
    await expect(manager.getByText(second)).toHaveCount(0);
    await managerContext.close();
  });
});
