// The review sources beyond Google (TheFork, Tripadvisor, Facebook) as the rest of the server sees them.
export { createSourceAdapters, type SourceAdapters } from './adapters';
export { createReviewSources, type ReviewSources } from './service';
