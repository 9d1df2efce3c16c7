import { expect, test, type Locator, type Page } from '@playwright/test';
import { onboardThroughApi } from './support/api';
import { uniqueEmail } from './support/mailbox';
import { signInThroughApi } from './support/sign-in';
import { saveScreenshot } from './support/screenshots';

const PREVIEW_TEXT = 'Voici à quoi ressemblent vos notifications.';

const regionOf = (page: Page) => page.getByRole('region', { name: 'Notifications (Alt+T)' });
/** A toast other than an error is announced as a status. */
const previewToasts = (page: Page) => regionOf(page).getByRole('status').filter({ hasText: PREVIEW_TEXT });

/**
 * Shows the app's test toast (Settings → Notifications). The page's clock is paused, so the toast stays until the
 * test lets time pass: notistack ends its entrance on a timer, which is let through here.
 */
async function showPreviewToast(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Tester une notification' }).click();
  await page.clock.runFor(100);
  const toast = previewToasts(page).last();
  await expect(toast).toBeVisible();
  return toast;
}

/** WCAG's contrast ratio of two `rgb(…)` colours, as the browser computed them. */
function contrastRatio(first: string, second: string): number {
  const luminance = (color: string) => {
    const [red, green, blue] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/** The toast's text reads at AA on its background (4.5:1), its icon at 3:1. */
async function expectReadable(toast: Locator) {
  const colors = await toast.evaluate((element) => ({
    background: getComputedStyle(element).backgroundColor,
    text: getComputedStyle(element.querySelector('[data-toast-message]')!).color,
    icon: getComputedStyle(element.querySelector('[data-toast-icon]')!).color,
  }));
  expect(contrastRatio(colors.text, colors.background), `text ${colors.text} on ${colors.background}`).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(colors.icon, colors.background), `icon ${colors.icon} on ${colors.background}`).toBeGreaterThanOrEqual(3);
}

async function boxOf(toast: Locator) {
  const box = await toast.boundingBox();
  if (!box) throw new Error('The toast has no box: it is not on screen');
  return box;
}

/** Where a swipe takes the toast: from a point on its text, `distance` px to the right, in 10 steps. */
async function swipePath(toast: Locator, distance: number) {
  const box = await boxOf(toast);
  const [x, y] = [box.x + 40, box.y + box.height / 2];
  return { y, steps: Array.from({ length: 11 }, (_, step) => x + (distance * step) / 10) };
}

/** Drags the toast to the right by `distance` px with the mouse. Only the distance decides, not the speed. */
async function swipeRight(page: Page, toast: Locator, distance: number) {
  const { y, steps } = await swipePath(toast, distance);
  await page.mouse.move(steps[0], y);
  await page.mouse.down();
  await page.mouse.move(steps[steps.length - 1], y, { steps: 10 });
  await page.mouse.up();
}

/** The same with a finger: real touch events through Chromium's DevTools protocol, which makes its pointer events. */
async function touchSwipeRight(page: Page, toast: Locator, distance: number) {
  const { y, steps } = await swipePath(toast, distance);
  const session = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
    session.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y, id: 1 }] });
  await touch('touchStart', steps[0]);
  for (const x of steps.slice(1)) await touch('touchMove', x);
  await touch('touchEnd');
  await session.detach();
}

/** Lets a dismissed toast's exit end, and checks it is gone. */
async function expectGone(page: Page, toast: Locator) {
  await page.clock.runFor(1000);
  await expect(toast).toHaveCount(0);
}

/** Signs a new owner in and opens Settings → Notifications with the page's clock paused. */
async function openNotificationSettings(page: Page, name: string) {
  await signInThroughApi(page, uniqueEmail(name));
  await onboardThroughApi(page, 'https://maps.app.goo.gl/ToastsJourney');
  // The page's clock runs as usual until the toasts are on; then it moves only when the test says.
  await page.clock.install();
  await page.goto('/settings/notifications');
  const previewButton = page.getByRole('button', { name: 'Tester une notification' });
  await expect(previewButton).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  return previewButton;
}

test.describe('toasts', () => {
  test.use({ reducedMotion: 'reduce' });

  test('as wide as a phone less its margins, kept by a 20 px swipe, dismissed by a 60 px one, reached with Alt+T; 356 px on a wide screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const previewButton = await openNotificationSettings(page, 'toasts');

    // On a 360 px phone: the screen's width less a 16 px margin on each side.
    let toast = await showPreviewToast(page);
    expect(await boxOf(toast)).toMatchObject({ x: 16, width: 328 });
    await expect(toast.getByRole('button', { name: 'Fermer la notification' })).toBeVisible();

    // A 20 px swipe is not enough (the threshold is 45 px): the toast comes back into place and stays.
    await swipeRight(page, toast, 20);
    await page.clock.runFor(1000);
    await expect(toast).toBeVisible();
    await expect.poll(async () => (await boxOf(toast)).x).toBe(16);

    // A 60 px swipe dismisses it.
    await swipeRight(page, toast, 60);
    await expectGone(page, previewToasts(page));

    // Alt+T takes the keyboard to the toasts; Shift+Tab out of them gives it back to where it was.
    toast = await showPreviewToast(page);
    await expect(previewButton).toBeFocused();
    await page.keyboard.press('Alt+t');
    await expect(toast).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(previewButton).toBeFocused();
    await toast.getByRole('button', { name: 'Fermer la notification' }).click();
    await expectGone(page, previewToasts(page));

    // The narrowest phone: 320 px less the margins.
    await page.setViewportSize({ width: 320, height: 640 });
    toast = await showPreviewToast(page);
    expect(await boxOf(toast)).toMatchObject({ x: 16, width: 288 });
    await swipeRight(page, toast, 60);
    await expectGone(page, previewToasts(page));

    // A 390 px phone leaves room for 356 px, the most a toast takes, at its right margin; so does a wide screen.
    for (const { width, height, right } of [
      { width: 390, height: 844, right: 16 },
      { width: 1280, height: 800, right: 20 },
    ]) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: 'light' });
      toast = await showPreviewToast(page);
      const box = await boxOf(toast);
      expect(box.width).toBe(356);
      expect(box.x + box.width).toBe(width - right);
      // The app's theme: its paper, light then dark.
      await expect(toast).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await expectReadable(toast);
      await saveScreenshot(page, `toast-${width}-light`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(toast).toHaveCSS('background-color', 'rgb(17, 24, 39)');
      await expectReadable(toast);
      await saveScreenshot(page, `toast-${width}-dark`);
      await swipeRight(page, toast, 60);
      await expectGone(page, previewToasts(page));
    }
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a finger swipes a toast away past 45 px and not short of it; four toasts show at most', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openNotificationSettings(page, 'toasts-touch');

      const toast = await showPreviewToast(page);
      await touchSwipeRight(page, toast, 20);
      await page.clock.runFor(1000);
      await expect(toast).toBeVisible();
      await expect.poll(async () => (await boxOf(toast)).x).toBe(390 - 16 - 356);
      await touchSwipeRight(page, toast, 60);
      await expectGone(page, previewToasts(page));

      // Six asked for: the newest four show, the oldest leaving as each new one comes. On a wide screen, where the
      // stack of toasts does not cover the button that asks for them.
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const _ of [1, 2, 3, 4, 5, 6]) await showPreviewToast(page);
      await page.clock.runFor(1000);
      await expect(previewToasts(page)).toHaveCount(4);
    });
  });
});
