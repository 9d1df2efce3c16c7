// The Google Business Profile module as other modules see it: the connections and the replies sent to Google.
export { createGoogleConnections, type GoogleConnections } from './connection';
export { createGoogleReplies, type GoogleReplies } from './reply-publisher';
export { createGoogleQuota } from './quota';
