import { boolean, literal, object, type Static } from './schema';

/**
 * `POST /users/contact-us`: the message always reaches support (`sent`); `copySent` says whether the
 * sender's copy left too. It may not (a copy to the same address a moment ago, or the mail relay refused it),
 * and the form then says so instead of promising a copy.
 */
export const ContactReceiptSchema = object({ sent: literal(true), copySent: boolean() });
export type ContactReceipt = Static<typeof ContactReceiptSchema>;
