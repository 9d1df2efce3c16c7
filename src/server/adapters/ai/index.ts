import type { AiConfig } from '../../config';
import type { AiProvider } from './ai-provider';
import { createMistralAi } from './mistral-ai';
import { createOpenAiAi } from './openai-ai';
import { createTemplatesAi } from './templates-ai';

/** The reply writer the configuration asks for: Mistral, an OpenAI-compatible API, or the offline templates. */
export function createAiProvider(config: AiConfig): AiProvider {
  switch (config.kind) {
    case 'mistral':
      return createMistralAi(config);
    case 'openai':
      return createOpenAiAi(config);
    default:
      return createTemplatesAi();
  }
}
