// What a review's own text says, read the same way by the reviews module (at ingestion) and the AI module (when it
// writes a reply): its language and its themes. It imports no other module, so both can stand above it.
export { detectLanguage, identifyLanguage, replyLanguageOf } from './language';
export { analyzeReview } from './review-analysis';
