import { mixed, number, object } from 'yup';
import { REPLY_ADJUSTMENTS } from '../api/ai';
import { aiSettingsSchema } from './ai-settings-schema';
import { replyTextSchema } from './reply-text';
import { stringField } from './string-field';

/** `POST /reviews/private/:id/reply/generate`: how to adjust the draft given, if any. */
export const generateReplySchema = object({
  adjust: mixed<(typeof REPLY_ADJUSTMENTS)[number]>()
    .oneOf([...REPLY_ADJUSTMENTS], 'validation.reply.adjust')
    .optional(),
  draft: replyTextSchema().optional(),
});

/** `PUT /reviews/private/:id/reply`: the reply to publish. */
export const publishReplySchema = object({ responseContent: replyTextSchema().required('validation.reply.required') });

/** `POST /reviews/private/reply-queue/:id/approve`: the queued draft, edited or not. */
export const approveReplySchema = object({ draft: replyTextSchema().optional() });

/** `POST /reviews/private/ai-settings/preview`: settings not saved yet, tried on a sample review. */
export const replyPreviewSchema = object({
  settings: aiSettingsSchema.required(),
  review: object({
    authorName: stringField('validation.reply.sample', { trim: true })
      .max(80, 'validation.reply.sample')
      .required('validation.reply.sample'),
    reviewRate: number()
      .integer('validation.rating.invalid')
      .min(1, 'validation.rating.invalid')
      .max(5, 'validation.rating.invalid')
      .required(),
    reviewContent: stringField('validation.reply.sample', { trim: true }).max(2000, 'validation.reply.sample').default(''),
  }).required(),
});
