import { MAX_REPLY_BYTES, type AiSettings } from '../../../shared/api/ai';
import type { AiProvider, ReplyRequest } from './ai-provider';
import { startStandIn } from './llm-stand-in';
import { createMistralAi } from './mistral-ai';
import { createOpenAiAi } from './openai-ai';
import { createTemplatesAi } from './templates-ai';

/**
 * The AI adapter contract: what the reply writer relies on, whatever the provider. The templates run offline; the
 * models run against a local stand-in answering with recorded-shape completions.
 */
const SETTINGS: AiSettings = {
  tone: 'warm',
  address: 'vous',
  signature: 'Marie, boulangerie Dupont',
  length: 'medium',
  instructions: '',
  manualWords: [],
  autoReply: { mode: 'off', minRating: 4 },
};
const REQUEST: ReplyRequest = {
  review: {
    firstName: 'Claire',
    rating: 5,
    content: "L'accueil était super.",
    language: 'fr',
    themes: [{ theme: 'welcome', polarity: 'positive' }],
  },
  business: { name: 'Boulangerie Dupont', trade: 'Boulangerie' },
  settings: SETTINGS,
  variant: 0,
};

let mistral: Awaited<ReturnType<typeof startStandIn>>;
let openai: Awaited<ReturnType<typeof startStandIn>>;
beforeAll(async () => {
  mistral = await startStandIn({ status: 200, fixture: 'mistral-chat-completion.json' });
  openai = await startStandIn({ status: 200, fixture: 'openai-chat-completion.json' });
});
afterAll(async () => {
  await mistral.close();
  await openai.close();
});

const implementations: [string, () => AiProvider][] = [
  ['templates', createTemplatesAi],
  ['Mistral (stand-in)', () => createMistralAi({ apiKey: 'k', model: 'mistral-small-latest', baseUrl: mistral.baseUrl, timeoutMs: 5000 })],
  ['OpenAI-compatible (stand-in)', () => createOpenAiAi({ apiKey: 'k', model: 'gpt-4o-mini', baseUrl: openai.baseUrl, timeoutMs: 5000 })],
];

describe.each(implementations)('AI adapter contract: %s', (_name, create) => {
  it('says what it is', () => {
    const provider = create();
    expect(['templates', 'mistral', 'openai']).toContain(provider.kind);
    expect(provider.offline).toBe(provider.kind === 'templates');
    expect(provider.model.length).toBeGreaterThan(0);
  });

  it('writes a non-empty reply that ends with the signature, within the byte limit', async () => {
    const reply = (await create().writeReply(REQUEST)).trim();
    expect(reply.length).toBeGreaterThan(0);
    expect(reply.endsWith(SETTINGS.signature)).toBe(true);
    expect(Buffer.byteLength(reply, 'utf8')).toBeLessThanOrEqual(MAX_REPLY_BYTES);
    expect(reply).toContain('Claire');
  });
});
