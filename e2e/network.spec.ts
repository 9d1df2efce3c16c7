import { expect, test } from '@playwright/test';
import { activateTrialThroughApi, authHeaders, onboardThroughApi, subscribeThroughApi } from './support/api';
import { uniqueEmail } from './support/mailbox';
import { atEachSizeAndScheme } from './support/screenshots';
import { signInThroughApi } from './support/sign-in';

const byName = (a: string, b: string) => a.localeCompare(b);

type Rank = { locationId: number; name: string; medianResponseHours: number | null; unansweredNegative: number };

test.describe('the network at a glance', () => {
  test('an owner of three establishments ranks them by response time, opens the slowest one’s unanswered negatives, and groups two', async ({
    page,
  }) => {
    test.setTimeout(480_000);
    await signInThroughApi(page, uniqueEmail('network-ranking'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/NetworkFirstShop');
    await activateTrialThroughApi(page);
    // The trial of the browser tests lasts 30 s: a paid plan keeps the screens open for the whole journey.
    expect((await subscribeThroughApi(page, 'cs_e2e_network')).status()).toBe(200);

    // Two more establishments, each synchronised by the server as soon as it is added.
    const headers = await authHeaders(page);
    for (const link of ['NetworkSecondShop', 'NetworkThirdShop']) {
      const added = await page.request.post('/api/locations/private', { headers, data: { url: `https://maps.app.goo.gl/${link}` } });
      expect(added.status()).toBe(201);
    }
    await expect
      .poll(
        async () => {
          const { items } = await (await page.request.get('/api/locations/private', { headers })).json();
          return items.filter((place: { hasBeenSynchronized: boolean }) => place.hasBeenSynchronized).length;
        },
        { timeout: 90_000 },
      )
      .toBe(3);

    // « Tous les établissements » from the switcher: the ranking of the three.
    await page.goto('/dashboards/home');
    await page.getByRole('button', { name: /^Établissement affiché : / }).click();
    await page.getByRole('menuitem', { name: /^Tous les établissements/ }).click();
    await expect(page).toHaveURL(/\/dashboards\/network$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tous les établissements' })).toBeVisible();
    await page.getByRole('button', { name: 'Tout', exact: true }).click();
    const table = page.getByRole('table', { name: 'Classement des établissements' });
    await expect(table.getByRole('rowheader')).toHaveCount(3);

    // Sorted by the median response time, the slowest first, as the server's figures order them.
    await table.getByRole('button', { name: 'Délai de réponse médian' }).click();
    await expect(table.getByRole('columnheader', { name: /Délai de réponse médian/ })).toHaveAttribute('aria-sort', 'descending');
    const ranking = (await (await page.request.get('/api/dashboards/private/locations?location=all&period=all', { headers })).json())
      .items as Rank[];
    const slowestFirst = [...ranking].sort(
      (a, b) => (b.medianResponseHours ?? -Infinity) - (a.medianResponseHours ?? -Infinity) || a.name.localeCompare(b.name),
    );
    await expect(table.getByRole('rowheader')).toHaveText(slowestFirst.map((rank) => rank.name));

    await test.step('screenshots of the ranking', async () => {
      // The table scrolls inside its card on a phone: the page itself never overflows sideways.
      await atEachSizeAndScheme(page, 'network-ranking', () => expect(table.getByRole('rowheader')).toHaveCount(3));
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    // The slowest establishment with complaints left unanswered: its count opens its inbox on them.
    const target = slowestFirst.find((rank) => rank.unansweredNegative > 0);
    expect(target, 'the demo listings have unanswered 1- and 2-star reviews').toBeDefined();
    await table.getByRole('button', { name: new RegExp(`sans réponse de ${target!.name}$`) }).click();
    await expect(page).toHaveURL(/\/reviews\/home\?rating=1%2C2&answered=no$/);
    await expect(page.getByRole('button', { name: `Établissement affiché : ${target!.name}. Changer d'établissement` })).toBeVisible();
    // Only 1- and 2-star reviews are listed, each still to be answered.
    await expect(
      page
        .getByRole('article')
        .first()
        .getByRole('img', { name: /^[12] étoiles? sur 5$/ }),
    ).toBeVisible();
    await expect(page.getByRole('article').getByRole('img', { name: /^[345] étoiles sur 5$/ })).toHaveCount(0);
    await expect(page.getByRole('article').first().getByRole('button', { name: 'Générer une réponse' })).toBeVisible();

    // The owner groups two of them in Settings → Équipe.
    await page.goto('/settings/team');
    await page.getByRole('button', { name: 'Créer un groupe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer un groupe' });
    await dialog.getByRole('textbox', { name: 'Nom du groupe' }).fill('Sud-Ouest');
    for (const rank of slowestFirst.slice(0, 2)) await dialog.getByRole('checkbox', { name: rank.name }).check();
    await dialog.getByRole('button', { name: 'Créer un groupe' }).click();
    const groups = page.getByRole('list', { name: "Groupes d'établissements" });
    await expect(groups.getByText(/^2 établissements : /)).toBeVisible();
    await atEachSizeAndScheme(page, 'team-groups', () => expect(groups.getByText('Sud-Ouest')).toBeVisible());

    // A manager may be invited for the group, the rule said in the form; nothing is sent here.
    await page.getByRole('button', { name: 'Inviter un membre' }).click();
    const invite = page.getByRole('dialog', { name: 'Inviter un membre' });
    await invite.getByRole('radio', { name: /Gérant·e/ }).check();
    await invite.getByRole('radio', { name: "Un groupe d'établissements" }).check();
    await expect(invite.getByRole('combobox', { name: 'Groupe' })).toHaveText('Sud-Ouest');
    await expect(invite.getByText('Y compris les établissements ajoutés au groupe plus tard.')).toBeVisible();
    await atEachSizeAndScheme(page, 'team-invite-group', () => expect(invite).toBeVisible());
    await page.keyboard.press('Escape');
    await expect(invite).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 720 });

    // The group narrows the network's page; its reviews open together, each card naming its establishment.
    await page.goto('/dashboards/network?period=all');
    await page.getByRole('combobox', { name: 'Établissements' }).click();
    await page.getByRole('option', { name: 'Sud-Ouest' }).click();
    await expect(table.getByRole('rowheader')).toHaveCount(2);
    expect((await table.getByRole('rowheader').allInnerTexts()).sort(byName)).toEqual(
      slowestFirst
        .slice(0, 2)
        .map((rank) => rank.name)
        .sort(byName),
    );
    await page.getByRole('link', { name: 'Tous les avis' }).click();
    await expect(page).toHaveURL(/\/reviews\/network\?group=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Avis de tous les établissements' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first().getByText(/^Établissement : /)).toBeVisible();
    const outside = slowestFirst[2].name;
    await expect(cards.getByText(`Établissement : ${outside}`, { exact: true })).toHaveCount(0);
    await atEachSizeAndScheme(page, 'network-reviews', () => expect(cards.first()).toBeVisible());
    await page.setViewportSize({ width: 1280, height: 720 });

    // A review of an establishment other than the one shown is answered in its own establishment.
    const other = slowestFirst.slice(0, 2).find((rank) => rank.name !== target!.name)!;
    await page.getByRole('combobox', { name: 'Établissements' }).click();
    await page.getByRole('option', { name: other.name }).click();
    await page.getByRole('button', { name: /^Sans réponse/ }).click();
    await expect(page).toHaveURL(new RegExp(`answered=no&establishments=${other.locationId}$`));
    const unanswered = cards
      .filter({ hasText: `Établissement : ${other.name}` })
      .filter({ has: page.getByRole('button', { name: 'Générer une réponse' }) });
    // The card is held by its author, so a list redrawn meanwhile cannot swap it for another.
    const author = (await unanswered.first().getByRole('heading').first().innerText()).trim();
    const card = cards
      .filter({ hasText: `Établissement : ${other.name}` })
      .filter({ has: page.getByRole('heading', { name: author, exact: true }) })
      .first();
    await card.getByRole('button', { name: 'Générer une réponse' }).click();
    await expect(card.getByRole('textbox', { name: 'Votre réponse' })).not.toHaveValue('');
    await card.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText('Réponse publiée.')).toBeVisible();
  });
});
