/** The fake backend for the tenant tests. */
import { server } from '@fake/node';

export const tenantServer = server;
