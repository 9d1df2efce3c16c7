import { expect, type Page } from '@playwright/test';
import { codeIn, latestMailTo } from './mailbox';

/**
 * Signs in from /login with a one-time code read from MailDev, and waits until the app lets the user in.
 * A new account first meets the terms screen: accepted here unless the test wants to look at it.
 */
export async function signInByCode(page: Page, email: string, { acceptTerms: accept = true } = {}) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Code à usage unique' }).click();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir le code' }).click();
  // The sign-in code, not another code mailed to the same address.
  const code = codeIn(await latestMailTo(email, 'Votre code de connexion Bonavis'));
  await page.getByLabel('Chiffre 1 sur 6').fill(code[0]);
  await page.keyboard.type(code.slice(1));
  await expect(page).toHaveURL('/dashboards/home');
  if (accept) await acceptTerms(page);
}

/** Ticks the terms box of a new account's first screen and continues; the setup comes next. */
export async function acceptTerms(page: Page) {
  await expect(page.getByRole('heading', { name: 'Avant de commencer' })).toBeVisible();
  await page.getByRole('checkbox', { name: /J'ai lu et j'accepte/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: 'Avant de commencer' })).toBeHidden();
}
