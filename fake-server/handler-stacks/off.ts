/**
 * msw captures and parses a stack trace for every handler it builds, to name the handler's source
 * line in its debug messages; the demo builds some 290 of them while it starts, on the page's main
 * thread, and never prints those messages. browser-backend.ts imports this module before the
 * handlers and `./on` after them, so the handlers are built with empty stacks.
 */
export const previousStackTraceLimit = Error.stackTraceLimit;
Error.stackTraceLimit = 0;
