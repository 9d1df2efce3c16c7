import { read, url, wholeNumber, type Env } from './env-readers';

export type AiConfig = { timeoutMs: number } & (
  | { kind: 'templates' }
  | { kind: 'mistral'; apiKey: string; model: string; baseUrl: string | null }
  | { kind: 'openai'; apiKey: string; model: string; baseUrl: string }
);

/** Mistral when its key is set, else an OpenAI-compatible endpoint when its base URL or key is, else the offline templates. */
export function aiConfig(env: Env): AiConfig {
  const timeoutMs = wholeNumber(env, 'AI_TIMEOUT_SECONDS', 30, 'seconds') * 1000;
  const mistralKey = read(env, 'MISTRAL_API_KEY');
  if (mistralKey) {
    const baseUrl = read(env, 'MISTRAL_BASE_URL') ? url(env, 'MISTRAL_BASE_URL', ['http:', 'https:']) : null;
    return { kind: 'mistral', apiKey: mistralKey, model: read(env, 'AI_MODEL') ?? 'mistral-small-latest', baseUrl, timeoutMs };
  }
  const openAiKey = read(env, 'OPENAI_API_KEY');
  const openAiBase = read(env, 'OPENAI_BASE_URL');
  if (openAiKey || openAiBase) {
    return {
      kind: 'openai',
      apiKey: openAiKey ?? '',
      model: read(env, 'AI_MODEL') ?? 'gpt-4o-mini',
      baseUrl: openAiBase ? url(env, 'OPENAI_BASE_URL', ['http:', 'https:']) : 'https://api.openai.com/v1',
      timeoutMs,
    };
  }
  return { kind: 'templates', timeoutMs };
}
