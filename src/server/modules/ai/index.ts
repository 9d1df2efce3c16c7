// The AI module as other modules see it: the replies' service and the default writing settings.
export { createAiService, toAppError, type AiService } from './service';
export { DEFAULT_AI_SETTINGS } from './default-settings';
