import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Pictures for a person to look at (each size and colour scheme of a screen), in test-results/screenshots. Nothing
 * asserts on them and a full-page picture takes seconds on a busy machine, so they are taken only with SCREENSHOTS=1
 * (`SCREENSHOTS=1 npx playwright test e2e/widget.spec.ts`); the assertions around them (nothing overflows) always run.
 */
export const SCREENSHOTS_WANTED = process.env.SCREENSHOTS === '1';

const FOLDER = 'test-results/screenshots';

/** Saves `<name>.png` when SCREENSHOTS=1, else does nothing. */
export async function saveScreenshot(target: Page | Locator, name: string, options: { fullPage?: boolean; animations?: 'disabled' } = {}) {
  if (!SCREENSHOTS_WANTED) return;
  const path = `${FOLDER}/${name}.png`;
  if ('goto' in target) await target.screenshot({ path, ...options });
  else await target.screenshot({ path, animations: options.animations });
}

/** A phone and a wide screen: the sizes each screen is looked at. */
const SCREEN_SIZES = [
  [390, 844],
  [1440, 900],
] as const;

/**
 * Shows a screen at each size, light and dark: `show` brings it up (and waits for what must be there), then nothing
 * may overflow sideways and `<name>-<width>-<scheme>.png` is saved (with SCREENSHOTS=1).
 */
export async function atEachSizeAndScheme(page: Page, name: string, show: () => Promise<void>) {
  for (const [width, height] of SCREEN_SIZES) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await show();
      // Polled: a resize lays some parts out a frame later (a ResizeObserver), so only an overflow that stays fails.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
          message: `${name} overflows sideways at ${width} px (${scheme})`,
        })
        .toBeLessThanOrEqual(width);
      await saveScreenshot(page, `${name}-${width}-${scheme}`, { fullPage: true });
    }
  }
}
