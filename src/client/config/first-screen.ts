/** The id of the sign-in screen drawn at build time into the page sent for /login (first-screen-markup.tsx). */
export const FIRST_SCREEN_ID = 'first-screen';

/** Marks a screen that only says the app is loading: the drawing stays over the app while one is shown. */
export const LOADING_MARK = 'data-app-loading';
