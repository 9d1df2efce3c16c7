import type { AiSettingsState, QueuedReply } from '../../../shared/api/ai';
import type { Review } from '../../../shared/api/reviews';

/** Typed builders for the AI assistant's component tests: complete, valid objects, changed by `overrides`. */

export function anAiSettingsState(overrides: Partial<AiSettingsState['settings']> = {}, offline = true): AiSettingsState {
  return {
    settings: {
      tone: 'warm',
      address: 'vous',
      signature: 'Marie, boulangerie du Port',
      length: 'medium',
      instructions: '',
      manualWords: ['hygiène', 'intoxication', 'avocat', 'police'],
      autoReply: { mode: 'off', minRating: 4 },
      ...overrides,
    },
    model: offline ? { kind: 'templates', offline: true } : { kind: 'mistral', offline: false },
  };
}

export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 10,
    authorName: 'Julien M.',
    authorPictUrl: null,
    reviewRate: 2,
    date: '2026-11-20T12:00:00.000Z',
    isLocalGuide: false,
    reviewContent: 'Quarante minutes d’attente, personne pour nous servir.',
    language: 'fr',
    hasResponse: false,
    pictures: [],
    response: null,
    hasBeenReadd: false,
    ...overrides,
  };
}

export function aQueuedReply(overrides: Partial<QueuedReply> = {}): QueuedReply {
  return {
    id: 1,
    review: aReview(),
    draft: 'Bonjour Julien, merci pour votre retour.',
    reason: 'approval',
    createdAt: '2026-11-20T12:05:00.000Z',
    ...overrides,
  };
}
