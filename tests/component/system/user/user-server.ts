/**
 * The fake backend with the user-management endpoints whether or not the lead
 * has registered them in fake-server/handlers/index.ts yet: unregistered, they
 * go in before the two 404 fallbacks of a private server.
 */
import { setupServer } from 'msw/node';
import { sysUserHandlers } from '@fake/handlers/sys-user';
import { handlers, resetFakeDb, server } from '@fake/node';

const registered = handlers.includes(sysUserHandlers[0]);

export const userServer = registered ? server : setupServer(...handlers.slice(0, -2), ...sysUserHandlers, ...handlers.slice(-2));

export const resetUsers = resetFakeDb;
