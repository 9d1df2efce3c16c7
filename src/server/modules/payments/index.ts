// The payments module as other modules see it: billing through the payments provider (checkout, portal, webhooks).
export { createBillingService, type BillingService } from './service';
