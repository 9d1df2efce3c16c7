import { expect, test, type Locator, type Page } from '@playwright/test';
import { onboardThroughApi } from './support/api';
import { uniqueEmail } from './support/mailbox';
import { signInByCode } from './support/sign-in';
import { saveScreenshot } from './support/screenshots';

const PREVIEW_TEXT = 'Voici à quoi ressemblent vos notifications.';

const regionOf = (page: Page) => page.getByRole('region', { name: 'Notifications (Alt+T)' });
const previewToast = (page: Page) => regionOf(page).getByRole('listitem').filter({ hasText: PREVIEW_TEXT });

/**
 * Shows the app's test toast (Settings → Notifications). The page's clock is paused, so the toast stays until the
 * test lets time pass: sonner puts it on screen on the next tick, which is let through here.
 */
async function showPreviewToast(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Tester une notification' }).click();
  await page.clock.runFor(100);
  const toast = previewToast(page);
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
    text: getComputedStyle(element.querySelector('[data-title]')!).color,
    icon: getComputedStyle(element.querySelector('[data-icon]')!).color,
  }));
  expect(contrastRatio(colors.text, colors.background), `text ${colors.text} on ${colors.background}`).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(colors.icon, colors.background), `icon ${colors.icon} on ${colors.background}`).toBeGreaterThanOrEqual(3);
}

async function boxOf(toast: Locator) {
  const box = await toast.boundingBox();
  if (!box) throw new Error('The toast has no box: it is not on screen');
  return box;
}

/**
 * Drags the toast to the right by `distance` px with the mouse. A second of the page's clock passes between press and
 * release, so the swipe is slow (sonner also dismisses a flick faster than 0.11 px/ms, whatever its length): only
 * the distance decides.
 */
async function swipeRight(page: Page, toast: Locator, distance: number) {
  const box = await boxOf(toast);
  const [x, y] = [box.x + 8, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + distance, y, { steps: 10 });
  await page.clock.runFor(1000);
  await page.mouse.up();
}

/** Swipes a toast away and lets its exit end. */
async function swipeAway(page: Page, toast: Locator) {
  await swipeRight(page, toast, 60);
  await page.clock.runFor(1000);
  await expect(toast).toHaveCount(0);
}

test.describe('toasts', () => {
  test.use({ reducedMotion: 'reduce' });

  test('as wide as a phone less its margins, kept by a 20 px swipe, dismissed by a 60 px one, reached with Alt+T; 356 px on a wide screen', async ({
    page,
  }) => {
    await signInByCode(page, uniqueEmail('toasts'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/ToastsJourney');
    // The page's clock runs as usual until the toasts are on; then it moves only when the test says.
    await page.clock.install();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/settings/notifications');
    const previewButton = page.getByRole('button', { name: 'Tester une notification' });
    await expect(previewButton).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    // On a 360 px phone: the screen's width less a 16 px margin on each side.
    let toast = await showPreviewToast(page);
    expect(await boxOf(toast)).toMatchObject({ x: 16, width: 328 });

    // A 20 px swipe is not enough (the threshold is 45 px): the toast comes back into place and stays.
    await swipeRight(page, toast, 20);
    await page.clock.runFor(1000);
    await expect(toast).toBeVisible();
    await expect.poll(async () => (await boxOf(toast)).x).toBe(16);

    // A 60 px swipe dismisses it.
    await swipeAway(page, toast);

    // Alt+T takes the keyboard to the toasts; Shift+Tab out of them gives it back to where it was.
    toast = await showPreviewToast(page);
    await expect(previewButton).toBeFocused();
    await page.keyboard.press('Alt+t');
    await expect.poll(() => regionOf(page).evaluate((region) => region.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect(previewButton).toBeFocused();
    await swipeAway(page, toast);

    // A 390 px phone leaves room for 356 px, the most a toast takes, at its right margin; so does a wide screen.
    for (const { width, height, right } of [
      { width: 390, height: 844, right: 16 },
      { width: 1280, height: 800, right: 24 },
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
      await swipeAway(page, toast);
    }
  });
});
