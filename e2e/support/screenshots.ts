import type { Locator, Page } from '@playwright/test';

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
