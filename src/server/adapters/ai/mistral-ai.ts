import { createMistral } from '@ai-sdk/mistral';
import type { AiProvider } from './ai-provider';
import { createLlmAi } from './llm-ai';

/** Mistral's chat API; `baseUrl` reaches a proxy or a stand-in (tests), else Mistral's own. */
export function createMistralAi(options: { apiKey: string; model: string; baseUrl: string | null; timeoutMs: number }): AiProvider {
  const mistral = createMistral({ apiKey: options.apiKey, ...(options.baseUrl ? { baseURL: options.baseUrl } : {}) });
  return createLlmAi({
    kind: 'mistral',
    provider: 'Mistral',
    model: options.model,
    languageModel: mistral(options.model),
    timeoutMs: options.timeoutMs,
  });
}
