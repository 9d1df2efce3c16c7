import { boolean, object } from 'yup';
import { LANGUAGES } from '../constants';
import { otpField } from './auth-schemas';
import { INVALID_VALUE_KEY, stringField } from './string-field';

/** `PUT /users/private/notifications`: which mails the owner wants. */
export const notificationPreferencesSchema = object({ newReviewMail: boolean().required('validation.notifications.invalid') });

// A request without a body reads as an empty one, so a missing code is reported on its field.
const orEmpty = (value: unknown) => value ?? {};

/** `POST /users/private/delete-account/send-otp`: the language of the mail carrying the code. */
export const deletionCodeSchema = object({
  language: stringField(INVALID_VALUE_KEY)
    .oneOf([...LANGUAGES], INVALID_VALUE_KEY)
    .optional(),
}).transform(orEmpty);

/** `DELETE /users/private`: the code that confirms the deletion. */
export const deleteAccountSchema = object({ otp: otpField }).transform(orEmpty);
