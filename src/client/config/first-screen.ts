/** The id of the sign-in screen drawn at build time into the page sent for /login (first-screen-markup.tsx). */
export const FIRST_SCREEN_ID = 'first-screen';

/** On the drawing: the address's query it shows (empty for the sign-in screen; `?g=…` for a game's wheel). */
export const DRAWN_SEARCH = 'data-search';

/** The id of the splash of public/index.html, shown until the app's first screen (the drawing hides it on /login). */
export const SPLASH_ID = 'splash';

/** Marks a screen that only says the app is loading: the drawing stays over the app while one is shown. */
export const LOADING_MARK = 'data-app-loading';

/** The controls the drawing and the app's screen are matched by, in document order (the same components draw both). */
export const FIRST_SCREEN_CONTROLS = 'input:not([type="hidden"]), textarea, select, button, a[href]';

/** The controls whose press needs the app (a box's tick is drawn by it too): kept on the drawing, then made on the live screen. */
export const FIRST_SCREEN_PRESSABLE = 'button, a[href], input[type="checkbox"], input[type="radio"]';

/** On the drawn control pressed before the app had started: the app presses it once it has taken over. */
export const PENDING_PRESS = 'data-pending-press';

/** On the drawn control that had the focus when it was pressed (a pressed drawing's controls lose it). */
export const HAD_FOCUS = 'data-had-focus';
