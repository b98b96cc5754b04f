/**
 * The fake backend with the form-widget handlers spliced in before the 404
 * fallback (where handlers/index.ts places screen modules), behind the gate.
 */
import { setupServer } from 'msw/node';
import { handlers } from '@fake/handlers';
import { notFoundHandler } from '@fake/handlers/gate';
import { formWidgetHandlers } from '@fake/handlers/form-widgets';

export const formServer = setupServer(...handlers.filter((h) => h !== notFoundHandler), ...formWidgetHandlers, notFoundHandler);
