#!/usr/bin/env node
/**
 * Runs before `playwright test` (npm run test:e2e): the browser tests drive Debian's Chromium, not a
 * Playwright download, so without it they stop here with one line that says what to do instead of
 * Playwright's launch error after the whole stack was built. The path is playwright.config.ts's
 * executablePath.
 */
import { accessSync, constants } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

try {
  accessSync(CHROMIUM, constants.X_OK);
} catch {
  console.error(`No Chromium at ${CHROMIUM}: run \`apt-get install chromium\` (as root), then npm run test:e2e again.`);
  process.exit(1);
}
