import type { FormikErrors } from 'formik';
import { MAX_CONTACTS_PER_SEND, type ContactBasis, type RequestChannel, type RequestContact } from '../../../shared/api/review-requests';
import type { Language } from '../../../shared/constants';
import { CONTACT_NAME_MAX, mobileNumberOf } from '../../../shared/validation/review-request-schemas';
import { isEmailAddress } from '../../../shared/validation/text-rules';
import { contactLinesOf } from './contact-lines';

/** One contact typed in, a pasted list, or a CSV file. */
export const SEND_MODES = ['one', 'list', 'csv'] as const;
export type SendMode = (typeof SEND_MODES)[number];

/** The send form: one contact's fields, the pasted list, and the channel and basis every mode shares. */
export type SendValues = {
  name: string;
  email: string;
  phone: string;
  language: Language;
  list: string;
  channel: RequestChannel;
  basis: ContactBasis | '';
};

/** The contacts a send posts: the one typed (without its empty fields), or every line of the list. */
export function contactsOf(values: SendValues, mode: SendMode): RequestContact[] {
  if (mode === 'list') return contactLinesOf(values.list, values.language).map(({ contact }) => contact);
  const email = values.email.trim();
  const phone = values.phone.trim();
  return [{ name: values.name.trim(), ...(email ? { email } : {}), ...(phone ? { phone } : {}), language: values.language }];
}

/**
 * What stops a send, as message keys by field: the basis, always; for one contact, a name and a valid address for the
 * channel chosen (the shared rules the server applies); for a list, at least one line, no more than a send takes, and
 * no line the server could not use.
 */
export function sendErrorsOf(values: SendValues, mode: SendMode): FormikErrors<SendValues> {
  const errors: FormikErrors<SendValues> = {};
  if (!values.basis) errors.basis = 'validation.requests.basis';
  if (mode === 'one') {
    const name = values.name.trim();
    const email = values.email.trim().toLowerCase();
    const phone = values.phone.trim();
    if (!name || name.length > CONTACT_NAME_MAX) errors.name = 'validation.requests.name';
    if (email && !isEmailAddress(email)) errors.email = 'validation.email.invalid';
    else if (!email && values.channel === 'email') errors.email = 'reviewRequests.send.needEmail';
    if (phone && !mobileNumberOf(phone)) errors.phone = 'validation.phone.invalid';
    else if (!phone && values.channel === 'sms') errors.phone = 'reviewRequests.send.needPhone';
  }
  if (mode === 'list') {
    const lines = contactLinesOf(values.list, values.language);
    if (lines.length === 0) errors.list = 'validation.requests.contacts';
    else if (lines.length > MAX_CONTACTS_PER_SEND) errors.list = 'validation.requests.tooMany';
    else if (lines.some((line) => !line.usable)) errors.list = 'reviewRequests.send.listUnusable';
  }
  return errors;
}
