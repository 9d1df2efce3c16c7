import { object } from 'yup';
import { rowIdField } from './route-params';
import { stringField } from './string-field';

/** A credential in a path (the route table's `secretParams`): bounded before anything reads it. */
const secretField = () => stringField('validation.invalid').required('validation.invalid').max(64, 'validation.invalid');

/** `POST /reviews/requests/hook/:secret`: the listing's secret, given to its till or booking tool. */
export const requestHookParamsSchema = object({ secret: secretField() });

/** `/users/digest/unsubscribe/:userId/:token`: the account and the token of its weekly digest's link. */
export const digestUnsubscribeParamsSchema = object({ userId: rowIdField(), token: secretField() });
