import { AiError, type AiProvider, type PostRequest } from '../../adapters/ai/ai-provider';
import { AppError } from '../../errors';
import type { ProfilePostDraft } from '../../../shared/api/google-profile';
import { PROFILE_POST_MAX_LENGTH } from '../../../shared/validation/profile-schemas';
import { toAppError } from '../ai';
import { postIncentiveOf } from './service';

/**
 * A post's text written by the AI from the owner's idea, in the establishment's voice (its AI settings), to edit before
 * publishing; nothing is published nor stored, and no credit is taken (the per-establishment limit of the profile's
 * edits counts it). An idea that trades something for a review is refused as a post would be; a text from the model
 * that does, or that Google could not take, is an unusable draft (`AI_INVALID_OUTPUT`).
 */
export async function draftPost(provider: AiProvider, request: Omit<PostRequest, 'language'>): Promise<ProfilePostDraft> {
  const incentive = postIncentiveOf(request.idea);
  if (incentive) throw new AppError(400, 'INCENTIVE_FORBIDDEN', 'A post may not promise anything in return for a review', { incentive });
  try {
    // Posts are written in French, the product's language for establishments in France.
    const summary = (await provider.writePost({ ...request, language: 'fr' })).trim();
    if (!summary || summary.length > PROFILE_POST_MAX_LENGTH || postIncentiveOf(summary)) {
      throw new AiError('INVALID_OUTPUT', 'the post written is empty, too long or asks for reviews');
    }
    return { summary };
  } catch (error) {
    throw toAppError(error);
  }
}
