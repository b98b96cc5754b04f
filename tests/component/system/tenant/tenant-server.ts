/**
 * The fake backend with the tenant endpoints, whether or not the lead has registered them
 * in fake-server/handlers/index.ts yet (unregistered, they go in before the 404 fallback).
 */
import { setupServer } from 'msw/node';
import { sysTenantHandlers } from '@fake/handlers/sys-tenant';
import { handlers, server } from '@fake/node';

const registered = handlers.includes(sysTenantHandlers[0]);

export const tenantServer = registered ? server : setupServer(...handlers.slice(0, -1), ...sysTenantHandlers, handlers[handlers.length - 1]);
