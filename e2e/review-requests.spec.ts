import { expect, test } from '@playwright/test';
import { authHeaders, onboardThroughApi, subscribeThroughApi } from './support/api';
import { latestMailTo, uniqueEmail } from './support/mailbox';
import { signInThroughApi } from './support/sign-in';
import { atEachSizeAndScheme } from './support/screenshots';
import { deBusiness } from '../src/shared/french-names';
import type { ReviewRequestPage } from '../src/shared/api/review-requests';

/** MailDev gives every header of the mail it received, by lower-case name. */
type RequestMail = Awaited<ReturnType<typeof latestMailTo>> & { headers: Record<string, string> };

test.describe('review requests', () => {
  test('an owner asks a customer for a review by e-mail; the customer opens the link, then unsubscribes, and is never asked again', async ({
    page,
  }) => {
    test.setTimeout(360_000);
    await signInThroughApi(page, uniqueEmail('requests-owner'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/RequestsJourney');
    // A paid subscription, as Stripe reports a paid checkout: the screen is behind the premium gate, and the
    // browser tests' 30-second trial could end in the middle of the journey.
    expect((await subscribeThroughApi(page, 'cs_e2e_requests')).status()).toBe(200);
    const listing = (await (await page.request.get('/api/reviews/private/location', { headers: await authHeaders(page) })).json()) as {
      name: string;
      url: string;
    };

    // « Avis » → « Demandes d'avis ».
    await page.goto('/reviews/home');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await nav.getByRole('link', { name: "Demandes d'avis" }).click();
    await expect(page).toHaveURL('/reviews/requests');
    await expect(page.getByRole('heading', { name: "Demandes d'avis", level: 1 })).toBeVisible();
    await expect(page.getByText("Aucune demande envoyée pour l'instant")).toBeVisible();

    // One customer, by e-mail, an existing customer.
    const customer = 'Camille Requête';
    const email = uniqueEmail('requests-customer');
    const send = page.getByRole('region', { name: 'Demander un avis' });
    const sendOne = async () => {
      await send.getByRole('radio', { name: /^Client existant/ }).check();
      await send.getByRole('textbox', { name: /^Nom du client/ }).fill(customer);
      await send.getByRole('textbox', { name: /^E-mail/ }).fill(email);
      await send.getByRole('button', { name: 'Envoyer la demande' }).click();
    };
    await sendOne();
    await expect(send.getByText("1 demande en file d'envoi")).toBeVisible();
    const history = page.getByRole('region', { name: 'Historique' });
    const firstRequest = history.getByRole('row').filter({ hasText: email });
    await expect(firstRequest.getByText(/^(En file|Envoyée)$/)).toBeVisible();

    // The mail, as the customer receives it: their own review link and a one-click unsubscribe link (also in the header).
    const mail = (await latestMailTo(email, `Votre avis sur ${listing.name}`)) as RequestMail;
    expect(mail.text).toContain(`Bonjour ${customer},`);
    const reviewLink = /https?:\/\/\S+\/r\/(?!unsubscribe\/)[\w-]+\/[\w-]+/.exec(mail.text)?.[0];
    const unsubscribeLink = /https?:\/\/\S+\/r\/unsubscribe\/[\w-]+/.exec(mail.text)?.[0];
    expect(reviewLink, 'the review link in the mail').toBeDefined();
    expect(unsubscribeLink, 'the unsubscribe link in the mail').toBeDefined();
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeLink}>`);

    // Every customer reaches the same form: the screen's short link and the mail's link lead to the listing's form.
    const shortLink = await page.getByRole('textbox', { name: 'Lien court' }).inputValue();
    await expect(page.getByRole('link', { name: /^Tester le lien/ })).toHaveAttribute('href', shortLink);
    const fromShortLink = await page.request.get(shortLink, { maxRedirects: 0 });
    expect(fromShortLink.status()).toBe(302);
    // Google's own review form, by the listing's place id: the same link for every customer.
    expect(fromShortLink.headers().location).toMatch(/^https:\/\/search\.google\.com\/local\/writereview\?placeid=ChIJ/);

    // The customer follows the review link to the same form. The form is on Google (no internet here, and the browser
    // cannot stand in for a redirect's target), so the redirect is read as it leaves the app.
    // The browser's navigation headers (Fetch Metadata) are what makes the open count: a scanner sends none.
    const fromMail = await page.request.get(reviewLink!, {
      maxRedirects: 0,
      headers: {
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
        'sec-fetch-user': '?1',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      },
    });
    expect(fromMail.status()).toBe(302);
    expect(fromMail.headers().location).toBe(fromShortLink.headers().location);

    // Then unsubscribes from the mail's link: its page asks, its button unsubscribes.
    await page.goto(unsubscribeLink!);
    await expect(page.getByText(`Ne plus recevoir de demandes d'avis ${deBusiness(listing.name)} ?`)).toBeVisible();
    await page.getByRole('button', { name: 'Se désabonner' }).click();
    await expect(page.getByRole('heading', { name: 'Désabonnement confirmé' })).toBeVisible();
    await expect(page.getByText(`Vous ne recevrez plus de demandes d'avis ${deBusiness(listing.name)}.`)).toBeVisible();

    // Back on the screen: the request was sent, then opened. The page shows the history as it was when loaded, and
    // the sending job marks a request sent just after its mail leaves: the owner comes back once the API says so.
    const headers = await authHeaders(page);
    await expect
      .poll(
        async () => {
          const answer = (await (await page.request.get('/api/reviews/private/requests', { headers })).json()) as ReviewRequestPage;
          return answer.items.find((request) => request.email === email)?.status;
        },
        { timeout: 60_000 },
      )
      .toBe('sent');
    await page.goto('/reviews/requests');
    await expect(firstRequest.getByText('Envoyée', { exact: true })).toBeVisible();
    await expect(firstRequest.getByRole('cell').nth(4)).toHaveText(/^\d{1,2} \S+ \d{4}$/);
    await history.getByRole('tab', { name: 'Ouvertes' }).click();
    await expect(history.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
    await expect(firstRequest).toBeVisible();
    await history.getByRole('tab', { name: 'Toutes' }).click();

    // Asked again, the unsubscribed customer is refused, and the screen says why.
    await sendOne();
    await expect(send.getByText("Aucune demande n'est partie")).toBeVisible();
    await expect(send.getByText(`${customer} : s'est désabonné(e)`)).toBeVisible();
    await expect(history.getByText("Refusée : s'est désabonné(e)")).toBeVisible();
    await expect(history.getByText('2 demandes')).toBeVisible();

    await test.step('screenshots of the screen with its history', async () => {
      await atEachSizeAndScheme(page, 'review-requests', async () => {
        await page.goto('/reviews/requests');
        await expect(page.getByRole('img', { name: `QR code du lien d'avis ${deBusiness(listing.name)}` })).toBeVisible();
        await expect(history.getByText("Refusée : s'est désabonné(e)")).toBeVisible();
      });
    });
  });
});
