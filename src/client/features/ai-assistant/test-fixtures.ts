import type { AiSettingsState, QueuedReply } from '../../../shared/api/ai';
import type { Review } from '../../../shared/api/reviews';
import { aReview as sharedReview, anAiSettingsState as sharedAiSettingsState } from '../../test/fixtures';

/** Typed builders for the AI assistant's component tests: complete, valid objects, changed by `overrides`. */

export const anAiSettingsState = (overrides: Partial<AiSettingsState['settings']> = {}, offline = true): AiSettingsState =>
  sharedAiSettingsState(
    { signature: 'Marie, boulangerie du Port', ...overrides },
    offline ? { kind: 'templates', offline: true } : { kind: 'mistral', offline: false },
  );

export const aReview = (overrides: Partial<Review> = {}): Review =>
  sharedReview({
    id: 10,
    authorName: 'Julien M.',
    reviewRate: 2,
    reviewContent: 'Quarante minutes d’attente, personne pour nous servir.',
    date: '2026-11-20T12:00:00.000Z',
    ...overrides,
  });

export function aQueuedReply(overrides: Partial<QueuedReply> = {}): QueuedReply {
  return {
    id: 1,
    review: aReview(),
    draft: 'Bonjour Julien, merci pour votre retour.',
    reason: 'approval',
    watchedWord: null,
    createdAt: '2026-11-20T12:05:00.000Z',
    ...overrides,
  };
}
