import { APICallError, generateText, type LanguageModel } from 'ai';
import { AiError, type AiProvider, type PostRequest, type ReplyRequest } from './ai-provider';
import { postSystemPrompt, postUserPrompt } from './post-prompt';
import { systemPrompt, userPrompt } from './reply-prompt';

/** Enough for the longest reply (4096 bytes is about 1500 tokens in French). */
const MAX_OUTPUT_TOKENS = 1500;

/** A provider failure as one of our codes, with a message an operator can act on. */
export function toAiError(error: unknown, provider: string): AiError {
  if (error instanceof AiError) return error;
  const status = APICallError.isInstance(error) ? error.statusCode : undefined;
  if (status === 401 || status === 403)
    return new AiError('BAD_KEY', `${provider} refused the API key (HTTP ${status}); check the configuration`);
  if (status === 429) return new AiError('RATE_LIMITED', `${provider} is rate limiting us (HTTP 429); retry later`);
  const detail = status ? `HTTP ${status}` : error instanceof Error ? error.message : String(error);
  return new AiError('UNAVAILABLE', `${provider} could not be reached or failed (${detail})`);
}

/**
 * A writer backed by a language model through the AI SDK. No retries here: the job queue retries, and a request the
 * owner waits for must fail fast. The caller's signal and our timeout both abort the call.
 */
export function createLlmAi(options: {
  kind: 'mistral' | 'openai';
  provider: string;
  model: string;
  languageModel: LanguageModel;
  timeoutMs: number;
}): AiProvider {
  /** One chat completion: the caller's signal and our timeout both abort it. */
  async function generate(system: string, prompt: string, signal?: AbortSignal): Promise<string> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    try {
      const { text } = await generateText({
        model: options.languageModel,
        system,
        prompt,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        temperature: 0.7,
        maxRetries: 0,
        abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      return text;
    } catch (error) {
      // Whatever the SDK wrapped the abort in, a fired signal means we stopped waiting.
      if (timeout.aborted || signal?.aborted)
        throw new AiError(
          'TIMEOUT',
          `${options.provider} did not answer in time (limit ${options.timeoutMs} ms, or the caller stopped waiting)`,
        );
      throw toAiError(error, options.provider);
    }
  }

  return {
    kind: options.kind,
    offline: false,
    model: options.model,
    writeReply: (request: ReplyRequest, signal?: AbortSignal) => generate(systemPrompt(request), userPrompt(request), signal),
    writePost: (request: PostRequest, signal?: AbortSignal) => generate(postSystemPrompt(request), postUserPrompt(request), signal),
  };
}
