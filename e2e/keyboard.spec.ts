import { expect, test, type Locator, type Page } from '@playwright/test';
import { activateTrialThroughApi, authHeaders, onboardThroughApi } from './support/api';
import { codeIn, latestMailTo, uniqueEmail } from './support/mailbox';
import { signInThroughApi } from './support/sign-in';

/**
 * True when the focused element shows a focus indicator: an outline, MUI's keyboard-focus state, or a focused field
 * (the app marks it Mui-focused; the drawn sign-in screen draws the same border by CSS). Inside the drawn screen's
 * shadow root the page's active element is its host: the focused element is found through it.
 */
const hasVisibleFocus = (page: Page) =>
  page.evaluate(() => {
    let element = document.activeElement as HTMLElement | null;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement as HTMLElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const focusedField = element.closest('.Mui-focused, .MuiOutlinedInput-root:focus-within') !== null;
    return outline || element.classList.contains('Mui-focusVisible') || focusedField;
  });

/** Whether `target` has the focus, inside the drawn sign-in screen's shadow root too. */
const isFocused = (target: Locator) =>
  target.evaluate((element) => {
    let focused = document.activeElement;
    while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
    return element === focused;
  });

/**
 * Presses Tab until `target` has the focus, checking that every stop on the way shows where the focus is
 * (past the last element the focus leaves the page for the browser's own controls, then comes back to the top).
 */
async function tabTo(page: Page, target: Locator, maxStops = 60) {
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() =>
      document.activeElement === document.body ? null : document.activeElement?.outerHTML.slice(0, 160),
    );
    if (focused === null) continue;
    expect(await hasVisibleFocus(page), `focus indicator at stop ${stop + 1}: ${focused}`).toBe(true);
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Opens the focused select with the keyboard and moves down its list to `option`, then Enter. */
async function chooseWithKeyboard(page: Page, option: string) {
  await page.keyboard.press('Enter');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect(page.getByRole('listbox')).toBeVisible();
  for (let step = 0; step < 60 && !(await wanted.evaluate((element) => element === document.activeElement)); step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('the whole first visit with the keyboard only: code sign-in, wizard, sync, trial, dashboard', async ({ page }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('keyboard');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Bienvenue sur Bonavis' })).toBeVisible();

  // Sign in with a one-time code.
  await tabTo(page, page.getByRole('tab', { name: 'Lien magique' }));
  // The tabs' arrow keys are the app's, which the first key started: the drawn screen it replaces moves the focus
  // with Tab only.
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Recevoir le code' })).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: 'Adresse e-mail' }), email);
  await page.keyboard.press('Enter');
  const code = codeIn(await latestMailTo(email));
  await expect(page.getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toBeFocused();
  await page.keyboard.type(code);

  // The terms, accepted with Space on the box and Enter on the button.
  await expect(page.getByRole('heading', { name: 'Avant de commencer' })).toBeVisible();
  await tabTo(page, page.getByRole('checkbox', { name: /J'ai lu et j'accepte/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
  await page.keyboard.press('Enter');

  // Step 1 of the wizard.
  await expect(page.getByRole('heading', { name: 'Informations personnelles' })).toBeVisible();
  await typeInto(page, page.getByLabel('Prénom'), 'Élodie');
  await typeInto(page, page.getByLabel(/^Nom/), 'Le Gall');
  await typeInto(page, page.getByLabel('Date de naissance'), '29021988');
  await typeInto(page, page.getByLabel('Numéro de téléphone'), '+33 6 12 34 56 78');
  await tabTo(page, page.getByRole('button', { name: 'Suivant' }));
  await page.keyboard.press('Enter');

  // Step 2.
  await expect(page.getByRole('heading', { name: 'Informations societé' })).toBeVisible();
  await tabTo(page, page.getByRole('combobox', { name: 'Statut juridique' }));
  await chooseWithKeyboard(page, 'Micro/Auto-entrepreneur');
  await typeInto(page, page.getByLabel("Nom de l'entreprise"), 'Au Jardin de Montpellier');
  await typeInto(page, page.getByLabel('Numéro SIRET'), '12345678901234');
  await tabTo(page, page.getByRole('combobox', { name: "Secteur d'activité" }));
  await chooseWithKeyboard(page, 'Commerce alimentaire');
  await typeInto(page, page.getByLabel(/^Adresse/), '3 rue de la Loge');
  await typeInto(page, page.getByLabel('Code postal'), '34000');
  await typeInto(page, page.getByLabel('Ville'), 'Montpellier');
  await typeInto(page, page.getByLabel("Email de l'entreprise"), 'contact@jardin-montpellier.fr');
  await typeInto(page, page.getByLabel("Téléphone de l'entreprise"), '+33 4 67 00 00 00');
  await tabTo(page, page.getByRole('button', { name: 'Suivant' }));
  await page.keyboard.press('Enter');

  // Step 3: Enter in the link field looks it up; then Terminer.
  await typeInto(page, page.getByLabel('Lien de votre fiche'), 'https://maps.app.goo.gl/KeyboardOnly');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Aperçu de la fiche trouvée')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Terminer' }));
  await page.keyboard.press('Enter');

  // The sync, then home.
  await expect(page.getByRole('heading', { name: 'Paramétrage du compte terminé' })).toBeVisible({ timeout: 60_000 });
  await tabTo(page, page.getByRole('button', { name: "Aller à l'accueil" }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboards/home');

  // The free trial, from the banner.
  await tabTo(page, page.getByRole('button', { name: 'Essai Gratuit' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Votre essai gratuit a commencé : bonne découverte !')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
});

test('the sidebar and the account menu open and close with the keyboard, and give the focus back', async ({ page }) => {
  test.setTimeout(180_000);
  await signInThroughApi(page, uniqueEmail('keyboard-menus'));
  await onboardThroughApi(page, 'https://maps.app.goo.gl/KeyboardMenus');
  await activateTrialThroughApi(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboards/home');
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();

  // On a phone the sidebar is a drawer over the page.
  const openSidebar = page.getByRole('button', { name: 'Ouvrir le menu' });
  await tabTo(page, openSidebar);
  await page.keyboard.press('Enter');
  // The sidebar's link (its name also says how many reviews are unread).
  const reviewsLink = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: /^Avis/ });
  await expect(reviewsLink).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(reviewsLink).toBeHidden();
  await expect(openSidebar).toBeFocused();

  // The account menu: opened, walked with the arrows, closed with Escape, focus back on its button.
  const account = page.getByRole('button', { name: 'Mon compte' });
  await tabTo(page, account);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
  expect(await hasVisibleFocus(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(account).toBeFocused();
});

test("a review's pictures open in a dialog that holds the focus and gives it back", async ({ page }) => {
  test.setTimeout(180_000);
  await signInThroughApi(page, uniqueEmail('keyboard-lightbox'));
  await onboardThroughApi(page, 'https://maps.app.goo.gl/KeyboardPictures');
  // No trial started (eligible owners see the app): looking for a picture may take longer than the test trial.
  // About one demo review in twelve has a picture: the page of the screen (10 reviews, newest first) that shows the
  // first one.
  const newest = (await (
    await page.request.get('/api/reviews/private?period=all&sort=newest&pageSize=100', { headers: await authHeaders(page) })
  ).json()) as { items: { pictures: string[] }[] };
  const withPicture = newest.items.findIndex((review) => review.pictures.length > 0);
  expect(withPicture).toBeGreaterThanOrEqual(0);
  await page.goto(`/reviews/home?page=${Math.floor(withPicture / 10) + 1}`);
  const picture = page.getByRole('button', { name: /^Voir la photo 1 sur \d+ de l'avis de / }).first();
  await expect(picture).toBeVisible();
  await tabTo(page, picture, 200);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Tab stays inside the dialog.
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(picture).toBeFocused();
});
