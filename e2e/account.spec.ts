import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { onboardThroughApi } from './support/api';
import { codeIn, latestMailTo, uniqueEmail } from './support/mailbox';
import { signInThroughApi } from './support/sign-in';

// A 64×48 PNG (a plain orange rectangle): enough for the crop dialog to frame a square out of it.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAZElEQVR4nO3PUQkAIBTAwJfExIY1giH8OITBAtzm7PV1wwUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY8dgGeBTke7JknVQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('account', () => {
  test('an owner changes their name with the code from their mailbox, sets a picture, exports their data and deletes the account', async ({
    page,
  }) => {
    const email = uniqueEmail('account');
    await signInThroughApi(page, email);
    await onboardThroughApi(page, 'https://maps.app.goo.gl/AccountJourney');
    await page.goto('/settings/general');

    // Name: confirmed by the code mailed to the owner.
    const name = page.getByLabel('Nom affiché');
    await expect(name).not.toHaveValue('');
    await name.fill('Marie Dupont');
    await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
    const twoFactor = page.getByRole('dialog', { name: "Confirmez qu'il s'agit bien de vous" });
    await expect(twoFactor).toBeVisible();
    const code = codeIn(await latestMailTo(email, 'Votre code de vérification Bonavis'));
    await twoFactor.getByLabel('Chiffre 1 sur 6').fill(code[0]);
    // The last digit sends the code.
    await page.keyboard.type(code.slice(1));
    await expect(page.getByText('Profil mis à jour')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'Marie Dupont' })).toBeVisible();

    // Picture: chosen, framed, uploaded, shown in the header.
    await page.getByLabel('Changer la photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PICTURE });
    const crop = page.getByRole('dialog', { name: 'Recadrer la photo' });
    await crop.getByRole('button', { name: 'Enregistrer la photo' }).click();
    await expect(page.getByText('Photo de profil mise à jour')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'Marie Dupont' })).toHaveAttribute('src', /\/uploads\//);

    // Export: one JSON file with the account.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter mes données' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^bonavis-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(JSON.stringify(exported)).toContain(email);
    expect(JSON.stringify(exported)).toContain('Marie Dupont');

    // Deletion: confirmed by a code, then back to the login page.
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const deletion = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
    await deletion.getByRole('button', { name: 'Recevoir un code' }).click();
    const deletionCode = codeIn(await latestMailTo(email, 'Confirmez la suppression de votre compte Bonavis'));
    await deletion.getByLabel('Code reçu par e-mail').fill(deletionCode);
    await deletion.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Bienvenue sur Bonavis' })).toBeVisible();
  });
});
