/**
 * Google's review ids are stored with this prefix, so they never collide with the maps provider's: the reviews module
 * writes them, the reply publisher reads them back. It lives below both modules, which then import it one way.
 */
export const GOOGLE_ID_PREFIX = 'google:';
