import { object } from 'yup';
import { stringField } from './string-field';

// Lengths before patterns, and patterns without nested repetition: a long or odd value is refused at once.
const codeField = stringField('validation.google.code')
  .max(1024, 'validation.google.code')
  .matches(/^[\w/.~-]+$/, 'validation.google.code')
  .required('validation.google.code');
const stateField = stringField('validation.google.state')
  .max(128, 'validation.google.state')
  .matches(/^[\w-]+$/, 'validation.google.state')
  .required('validation.google.state');

/** `POST /users/private/oauth/redirect/handler`: the code and state Google sent back with the consent. */
export const googleCallbackSchema = object({ code: codeField, state: stateField });

/** `PUT /users/private/google/location`: the Business Profile location chosen. */
export const googleLocationSchema = object({
  name: stringField('validation.google.location')
    .max(120, 'validation.google.location')
    .matches(/^locations\/[\w-]+$/, 'validation.google.location')
    .required('validation.google.location'),
});
