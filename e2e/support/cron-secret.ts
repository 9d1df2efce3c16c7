/** The outside scheduler's secret in the browser tests' server (`CRON_SECRET`). */
export const E2E_CRON_SECRET = 'e2e-cron-secret-e2e-cron-secret-0042';
