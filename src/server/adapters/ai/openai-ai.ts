import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AiProvider } from './ai-provider';
import { createLlmAi } from './llm-ai';

/** Any OpenAI-compatible chat API: OpenAI itself, or a local Ollama (`http://127.0.0.1:11434/v1`), which needs no key. */
export function createOpenAiAi(options: { apiKey: string; model: string; baseUrl: string; timeoutMs: number }): AiProvider {
  const openai = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: options.baseUrl,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
  });
  return createLlmAi({
    kind: 'openai',
    provider: `The OpenAI-compatible API at ${new URL(options.baseUrl).host}`,
    model: options.model,
    languageModel: openai.chatModel(options.model),
    timeoutMs: options.timeoutMs,
  });
}
