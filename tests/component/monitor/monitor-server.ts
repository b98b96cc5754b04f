/** The fake backend for the monitoring tests. */
import { server } from '@fake/node';

export const monitorServer = server;
