import userEvent from '@testing-library/user-event';

/**
 * user-event waits for a timer between keystrokes unless told `delay: null`; typing a sentence then cost a render and a
 * timer per character, a third of the heaviest screens' test time. Every test types without those pauses unless it
 * asks for a delay itself; what it sees after typing is the same (each key still goes through the page's handlers).
 */
const WITHOUT_PAUSES = { delay: null } as const;

type UserEvent = typeof userEvent;
// The default export is a plain object of functions: replaced here once, for every test file's own copy of the module.
const replaceable = userEvent as { -readonly [Name in keyof UserEvent]: UserEvent[Name] };
const { setup, type, keyboard } = userEvent;
replaceable.setup = (options?: Parameters<UserEvent['setup']>[0]) => setup({ ...WITHOUT_PAUSES, ...options });
replaceable.type = (element: Element, text: string, options?: Parameters<UserEvent['type']>[2]) =>
  type(element, text, { ...WITHOUT_PAUSES, ...options });
replaceable.keyboard = (text: string, options?: Parameters<UserEvent['keyboard']>[1]) => keyboard(text, { ...WITHOUT_PAUSES, ...options });
