/** The webhook signing secret the browser-test server is started with; tests sign their events with it. */
export const E2E_WEBHOOK_SECRET = 'whsec_bonavis_e2e_secret';
