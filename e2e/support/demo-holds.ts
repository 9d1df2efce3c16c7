import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The browser tests' server holds a demo link whose id starts with "Held" after its first page until a file of
 * that name appears here (`DEMO_HOLD_DIR`), so a journey acts in the middle of a sync however fast the machine is.
 */
export const E2E_DEMO_HOLD_DIR = '.e2e-data/demo-holds';

/** Makes sure the link is held (a reused local server may have released it in an earlier run). */
export async function holdDemoLink(id: string) {
  await rm(join(E2E_DEMO_HOLD_DIR, id), { force: true });
}

export async function releaseDemoLink(id: string) {
  await mkdir(E2E_DEMO_HOLD_DIR, { recursive: true });
  await writeFile(join(E2E_DEMO_HOLD_DIR, id), '');
}
