import { number, object } from 'yup';
import { PLAN_PERIODS, SUBSCRIPTION_QUANTITY } from '../subscriptions';
import { stringField } from './string-field';

/**
 * A checkout of the demonstration payments (`POST /payments/private/stand-in/checkout`) and of its dialog: a paid plan,
 * and how many establishments it pays for (keys `validation.checkout.*`).
 */
export const standInCheckoutSchema = object({
  plan: stringField('validation.checkout.plan')
    .oneOf([...PLAN_PERIODS], 'validation.checkout.plan')
    .required('validation.checkout.plan'),
  quantity: number()
    .typeError('validation.checkout.quantity')
    .integer('validation.checkout.quantity')
    .min(SUBSCRIPTION_QUANTITY.min, 'validation.checkout.quantity')
    .max(SUBSCRIPTION_QUANTITY.max, 'validation.checkout.quantity')
    .required('validation.checkout.quantity'),
});
