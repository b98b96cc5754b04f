/**
 * The fake backend with the 数据字典 endpoints, whether or not the lead has
 * registered fake-server/handlers/sys-dict-admin.ts yet (unregistered, the
 * handlers go in before the 404 fallback of a private server).
 */
import { setupServer } from 'msw/node';
import { sysDictAdminHandlers } from '@fake/handlers/sys-dict-admin';
import { handlers, server } from '@fake/node';

const registered = handlers.includes(sysDictAdminHandlers[0]);

export const dictServer = registered ? server : setupServer(...handlers.slice(0, -1), ...sysDictAdminHandlers, handlers[handlers.length - 1]);

export { resetFakeDb } from '@fake/node';
