/** Gives errors their stacks back once the handlers are built (see `./off`). */
import { previousStackTraceLimit } from './off';

Error.stackTraceLimit = previousStackTraceLimit;
