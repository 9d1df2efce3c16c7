import { object } from 'yup';
import { MANAGE_SUBSCRIPTION_ACTIONS } from '../subscriptions';
import { rowIdField } from './route-params';
import { stringField } from './string-field';

/** `GET /organizations/private/activity`: the journal's next page. */
export const activityQuerySchema = object({
  /** The entries before this one (the previous page's `nextBefore`). */
  before: rowIdField().optional(),
  /** Read by the authentication hook, which chooses the organisation by it; declared here for the documentation. */
  organization: rowIdField().optional(),
});

/** `GET /payments/private/manage-subscription`: what the owner wants to do in the billing portal. */
export const manageSubscriptionQuerySchema = object({
  action: stringField('validation.action.invalid')
    .required('validation.action.invalid')
    .oneOf([...MANAGE_SUBSCRIPTION_ACTIONS], 'validation.action.invalid'),
});
