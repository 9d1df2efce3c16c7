import { expect, type Page } from '@playwright/test';
import { codeIn, latestMailTo } from './mailbox';

/** Signs in from /login with a one-time code read from MailDev, and waits until the app lets the user in. */
export async function signInByCode(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Code à usage unique' }).click();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir le code' }).click();
  const code = codeIn(await latestMailTo(email));
  await page.getByLabel('Chiffre 1 sur 6').fill(code[0]);
  await page.keyboard.type(code.slice(1));
  await expect(page).toHaveURL('/dashboards/home');
}
