/**
 * The fake backend with the monitoring endpoints, whether or not the lead has
 * registered them in fake-server/handlers/index.ts yet (unregistered, they go
 * in before the 404 fallback of a private server).
 */
import { setupServer } from 'msw/node';
import { monitorHandlers } from '@fake/handlers/monitor';
import { handlers, server } from '@fake/node';

const registered = handlers.includes(monitorHandlers[0]);

export const monitorServer = registered ? server : setupServer(...handlers.slice(0, -1), ...monitorHandlers, handlers[handlers.length - 1]);
