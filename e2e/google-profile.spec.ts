import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { authHeaders, onboardThroughApi, subscribeThroughApi } from './support/api';
import { uniqueEmail } from './support/mailbox';
import { atEachSizeAndScheme, saveScreenshot } from './support/screenshots';
import { E2E_CLOCK_FILE, resetServerClock } from './support/server-clock';
import { signInThroughApi } from './support/sign-in';

/** A 1×1 PNG: the photo of the post, uploaded as the owner's file input sends it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const MINUTE = 60_000;

/** The server's clock `ms` ahead of the real time (its job publishes what is due by that clock). */
async function moveServerClock(ms: number) {
  await mkdir(dirname(E2E_CLOCK_FILE), { recursive: true });
  // Written whole, then renamed: the server never reads a half-written number.
  await writeFile(`${E2E_CLOCK_FILE}.tmp`, String(ms));
  await rename(`${E2E_CLOCK_FILE}.tmp`, E2E_CLOCK_FILE);
}

/** A wall-clock date and time in Paris (`YYYY-MM-DD`, `HH:MM`), as the owner types them. */
function parisWallClock(at: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((each) => each.type === type)!.value;
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** The next Christmas Day, in Paris. */
function nextChristmas(now: Date) {
  const today = parisWallClock(now).date;
  const year = Number(today.slice(0, 4));
  return today <= `${year}-12-25` ? `${year}-12-25` : `${year + 1}-12-25`;
}

/** Connects the signed-in owner's establishment to the Google stand-in through its consent page. */
async function connectGoogle(page: Page) {
  await page.goto('/settings/general');
  await page
    .getByRole('region', { name: 'Google Business Profile' })
    .getByRole('button', { name: 'Connecter Google Business Profile' })
    .click();
  await page.getByRole('link', { name: 'Autoriser' }).click();
  await expect(page.getByText(/^Connecté à Google Business Profile : /)).toBeVisible();
}

test.describe('Google profile', () => {
  test.afterEach(async () => {
    await resetServerClock();
  });

  test('an owner closes on Christmas Day, schedules a post with a photo, sees it published, and reads the calls', async ({ page }) => {
    test.setTimeout(480_000);
    await signInThroughApi(page, uniqueEmail('google-profile'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/GoogleProfileJourney');
    expect((await subscribeThroughApi(page, 'cs_e2e_google_profile')).status()).toBe(200);
    await connectGoogle(page);

    // « Profil Google » from the navigation: the hours, Monday first.
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Profil Google' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profil Google' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Lundi' })).toBeVisible();

    // Christmas Day closed, saved to Google, which reviews the change.
    const christmas = nextChristmas(new Date());
    await page.getByRole('button', { name: 'Ajouter une date' }).click();
    // The new date is the last of the list until saved.
    const added = page
      .getByRole('group')
      .filter({ has: page.getByLabel('Date') })
      .last();
    await added.getByLabel('Date').fill(christmas);
    await expect(page.getByRole('group', { name: /25 décembre/ }).getByRole('switch', { name: 'Fermé' })).toBeChecked();
    await page.getByRole('button', { name: 'Enregistrer les horaires' }).click();
    await expect(page.getByText('Horaires enregistrés : En attente de validation par Google.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name: /25 décembre/ }).getByLabel('Date')).toHaveValue(christmas);
    await atEachSizeAndScheme(page, 'google-profile-hours', async () => {
      await expect(page.getByRole('group', { name: 'Dimanche' })).toBeVisible();
    });
    await page.setViewportSize({ width: 1440, height: 900 });

    // A post with a photo, scheduled a few minutes ahead (Paris time).
    await page.getByRole('tab', { name: 'Publications' }).click();
    const composer = page.getByRole('form', { name: 'Nouvelle publication' });
    await composer.getByLabel('Texte').fill('Notre bûche de Noël est en vitrine : venez la goûter !');
    await composer.getByTestId('photo-file').setInputFiles({ name: 'buche.png', mimeType: 'image/png', buffer: PNG });
    await expect(composer.getByRole('img', { name: 'Photo choisie' })).toBeVisible();
    await composer.getByRole('radio', { name: 'Programmer' }).check();
    const at = parisWallClock(new Date(Date.now() + 10 * MINUTE));
    await composer.getByLabel('Date de publication').fill(at.date);
    await composer.getByLabel('Heure (Paris)').fill(at.time);
    // Every week: Google's posts do not repeat, Bonavis schedules the next one when it publishes this one.
    await composer.getByRole('combobox', { name: 'Répéter' }).click();
    await page.getByRole('option', { name: 'Chaque semaine' }).click();
    await saveScreenshot(composer, 'google-profile-composer-scheduled-1440');
    await composer.getByRole('button', { name: 'Programmer' }).click();
    await expect(page.getByText('Publication programmée.')).toBeVisible();
    const ours = page.getByRole('listitem').filter({ hasText: 'Notre bûche de Noël est en vitrine' });
    await expect(ours.getByText('Programmée', { exact: true })).toBeVisible();
    await expect(ours.getByText('Chaque semaine', { exact: true })).toBeVisible();

    // Twenty minutes later by the server's clock, its job has published the post on Google (the stand-in lists it).
    await moveServerClock(20 * MINUTE);
    const headers = await authHeaders(page);
    const [{ id }] = (await (await page.request.get('/api/locations/private', { headers })).json()).items as { id: number }[];
    await expect
      .poll(
        async () => {
          const answer = await page.request.get(`/api/locations/private/${id}/posts?location=${id}`, { headers });
          const { items } = (await answer.json()) as { items: { summary: string; state: string; problem: string | null }[] };
          const series = items.filter((each) => each.summary.startsWith('Notre bûche de Noël'));
          return series.map((each) => `${each.state} ${each.problem}`).sort();
        },
        { timeout: 90_000 },
      )
      .toEqual(['live null', 'scheduled null']);
    await page.reload();
    // Published, and the next of the series waiting its turn a week later.
    const post = ours.filter({ hasText: 'En ligne' });
    await expect(post).toHaveCount(1);
    await expect(ours.filter({ hasText: 'Programmée' }).getByText('Chaque semaine', { exact: true })).toBeVisible();
    // Its photo, as Google fetched it from Bonavis's storage (decorative: the text says what the post is).
    await expect(post.locator('img')).toHaveAttribute('src', /\/api\/uploads\/[\w-]+\.png$/);
    await resetServerClock();
    await atEachSizeAndScheme(page, 'google-profile-posts', async () => {
      await expect(post).toBeVisible();
    });
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('tab', { name: 'Photos' }).click();
    await atEachSizeAndScheme(page, 'google-profile-photos', async () => {
      await expect(page.getByRole('heading', { name: 'Photos de la fiche' })).toBeVisible();
    });
    await page.setViewportSize({ width: 1440, height: 900 });

    // The dashboard: what the profile brought, calls and direction requests among them.
    await page.goto('/dashboards/home');
    const card = page.getByRole('region', { name: 'Fiche Google' });
    await expect(card.getByRole('heading', { name: 'Appels' })).toBeVisible();
    await expect(card.getByRole('heading', { name: "Demandes d'itinéraire" })).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Appels' }).locator('xpath=following-sibling::p[1]')).toHaveText(/^\d[\d\s]*$/);
    await atEachSizeAndScheme(page, 'google-profile-dashboard-card', async () => {
      await expect(card.getByRole('heading', { name: "Demandes d'itinéraire" })).toBeVisible();
    });
  });
});
