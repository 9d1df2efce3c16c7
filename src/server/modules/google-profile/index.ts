// An establishment's Google profile (hours, posts, photos, figures) as the rest of the server sees it.
export { createProfileAccess, type ProfileAccess } from './profile-access';
export { createProfileCallBudget, type ProfileCallBudget } from './call-budget';
export { createFiguresStore, type FiguresStore } from './figures-store';
export { createProfileService, type ProfileService } from './service';
export { createScheduledPosts, type ScheduledPosts } from './scheduled-posts';
