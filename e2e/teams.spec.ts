import { expect, test, type Page } from '@playwright/test';
import { defaultNameOf, firstNameOf } from '../src/shared/text';
import { activateTrialThroughApi, authHeaders, deliverStripeEvent, onboardThroughApi, subscribeThroughApi } from './support/api';
import { holdDemoLink, releaseDemoLink } from './support/demo-holds';
import { codeIn, latestMailTo, uniqueEmail } from './support/mailbox';
import { signInThroughApi } from './support/sign-in';

/** The invitation link of the latest invitation mail to an address. */
const invitationLinkTo = async (email: string) => {
  const link = /https?:\/\/\S+\/invitation\?token=[A-Za-z0-9_-]+/.exec((await latestMailTo(email)).text)![0];
  return new URL(link);
};

/** The app bar's establishment switcher, named after the establishment shown. */
const switcher = (page: Page, name?: string) =>
  page.getByRole('button', { name: name ? `Établissement affiché : ${name}. Changer d'établissement` : /^Établissement affiché : / });

test.describe('several establishments and a team', () => {
  test('an owner adds an establishment and invites a manager for it, who replies there only, until narrowed', async ({ browser, page }) => {
    test.setTimeout(600_000);
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
    await expect(page.getByRole('menuitem')).toHaveCount(4);
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

  test('an admin replies and the owner reads it in the journal, then hands them the organisation once billing stops', async ({
    browser,
    page,
  }) => {
    test.setTimeout(480_000);
    const ownerEmail = uniqueEmail('journal-owner');
    await signInThroughApi(page, ownerEmail);
    await onboardThroughApi(page, 'https://maps.app.goo.gl/JournalShop');
    await activateTrialThroughApi(page);
    expect((await subscribeThroughApi(page, 'cs_e2e_journal')).status()).toBe(200);

    // An administrator joins through the API: the team screens are the other journey's.
    const adminEmail = uniqueEmail('journal-admin');
    const adminName = firstNameOf(defaultNameOf(adminEmail));
    const invited = await page.request.post('/api/members/private/invitations', {
      headers: await authHeaders(page),
      data: { email: adminEmail, role: 'admin', locations: 'all' },
    });
    expect(invited.status()).toBe(201);
    const token = (await invitationLinkTo(adminEmail)).searchParams.get('token');
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInThroughApi(admin, adminEmail);
    const accepted = await admin.request.post('/api/members/private/invitations/accept', {
      headers: await authHeaders(admin),
      data: { token },
    });
    expect(accepted.status()).toBe(200);

    // The administrator publishes a reply.
    await admin.goto('/reviews/home?answered=no');
    const card = admin.getByRole('article').first();
    await card.getByRole('button', { name: 'Générer une réponse' }).click();
    await expect(card.getByRole('textbox', { name: 'Votre réponse' })).not.toHaveValue('');
    await card.getByRole('button', { name: 'Publier' }).click();
    await expect(admin.getByText('Réponse publiée.')).toBeVisible();

    // The owner sees who answered, under the reply and in the journal, newest first.
    await page.goto('/reviews/home?answered=yes');
    await expect(page.getByText(`Répondu par ${adminName}`)).toBeVisible();
    await page.goto('/settings/activity');
    const journal = page.getByRole('list', { name: "Activité de l'équipe" });
    const entries = journal.getByRole('listitem');
    await expect(entries.first()).toContainText(`${adminName} a publié une réponse à l'avis de `);
    await expect(journal).toContainText(`a invité ${adminEmail}`);

    // Handing over the organisation waits until the owner's subscription stops renewing.
    await page.goto('/settings/team');
    await page.getByRole('button', { name: `Transférer la propriété à ${defaultNameOf(adminEmail)}` }).click();
    const transfer = page.getByRole('dialog', { name: `Transférer la propriété à ${defaultNameOf(adminEmail)} ?` });
    await transfer.getByRole('button', { name: 'Transférer' }).click();
    const twoFactor = page.getByRole('dialog', { name: "Confirmez qu'il s'agit bien de vous" });
    const code = codeIn(await latestMailTo(ownerEmail, 'Votre code de vérification Bonavis'));
    await twoFactor.getByLabel('Chiffre 1 sur 6').fill(code[0]);
    await page.keyboard.type(code.slice(1));
    await expect(transfer.getByText(/^Résiliez d'abord votre abonnement/)).toBeVisible();

    // Cancelled at the period's end, as Stripe reports it: the same code's token now carries the transfer.
    const uid = JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!).uid as string;
    const periodStart = Math.floor(Date.now() / 1000);
    const cancelled = await deliverStripeEvent(page, 'customer.subscription.updated', {
      id: `sub_${uid}`,
      object: 'subscription',
      customer: `cus_${uid}`,
      status: 'active',
      cancel_at_period_end: true,
      items: {
        data: [
          {
            quantity: 1,
            price: { recurring: { interval: 'month' } },
            current_period_start: periodStart,
            current_period_end: periodStart + 2_592_000,
          },
        ],
      },
    });
    expect(cancelled.status()).toBe(200);
    await transfer.getByRole('button', { name: 'Transférer' }).click();
    await expect(
      page.getByText(`${defaultNameOf(adminEmail)} est maintenant propriétaire de l'organisation. Vous en êtes administrateur·rice.`),
    ).toBeVisible();

    // The new owner may now see billing; the former owner's journal says who handed what to whom.
    await page.goto('/settings/activity');
    await expect(entries.first()).toContainText(`a transféré la propriété à ${adminName}`);
    await admin.goto('/settings/team');
    await expect(admin.getByRole('button', { name: /^Transférer la propriété à / })).toBeVisible();
    await adminContext.close();
  });
});
