import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import Stripe from 'stripe';
import { validOnboarding } from '../../src/shared/validation/onboarding-examples';
import { E2E_CRON_SECRET } from './cron-secret';
import { E2E_WEBHOOK_SECRET } from './stripe-test-mode';

/** Runs the new-review check as an outside scheduler would; resolves with how many new reviews it found. */
export async function checkNewReviews(page: Page): Promise<number> {
  const response = await page.request.post('/api/reviews/check-new-reviews', { headers: { 'x-cron-secret': E2E_CRON_SECRET }, data: {} });
  expect(response.status()).toBe(200);
  return (await response.json()).newReviews;
}

export const authHeaders = async (page: Page) => ({ authorization: (await page.evaluate(() => localStorage.getItem('authToken')))! });

/** Completes the setup wizard through the API, and waits for the demo listing's sync to finish. */
export async function onboardThroughApi(page: Page, url = 'https://maps.app.goo.gl/Journey2') {
  const headers = await authHeaders(page);
  const onboarding = await page.request.post('/api/users/private/onboarding', {
    headers,
    data: { ...validOnboarding, url },
  });
  expect(onboarding.status()).toBe(200);
  await page.request.patch('/api/reviews/private/init-synchronization', { headers });
  await expect
    .poll(async () => (await (await page.request.get('/api/reviews/private/location', { headers })).json()).hasBeenSynchronized, {
      timeout: 30_000,
    })
    .toBe(true);
}

export async function activateTrialThroughApi(page: Page) {
  expect((await page.request.post('/api/subscriptions/private/trial/activate', { headers: await authHeaders(page) })).status()).toBe(201);
}

/**
 * A paid subscription for the signed-in owner, as Stripe reports a paid checkout. Journeys that need access for more
 * than a moment use it: the browser tests' trial lasts 30 s. Resolves with the webhook's answer.
 */
export async function subscribeThroughApi(page: Page, sessionId: string) {
  const uid = JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!).uid as string;
  return deliverStripeEvent(page, 'checkout.session.completed', {
    id: sessionId,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: uid,
    customer: `cus_${uid}`,
    subscription: `sub_${uid}`,
    payment_status: 'paid',
  });
}

/** Delivers a Stripe event to the webhook as Stripe would: exact bytes, signed with the endpoint secret. */
export async function deliverStripeEvent(page: Page, type: string, object: object) {
  const payload = JSON.stringify({
    // Unique across the journeys running at once: the server applies an event id once.
    id: `evt_e2e_${randomUUID()}`,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
  });
  const signature = new Stripe('sk_test_bonavis_e2e').webhooks.generateTestHeaderString({ payload, secret: E2E_WEBHOOK_SECRET });
  return page.request.post('/api/payments/webhook', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: payload,
  });
}
