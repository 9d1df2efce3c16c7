// The digest module as other modules see it: the weekly mail of each owner's figures.
export { createWeeklyDigest, type WeeklyDigest } from './service';
