/**
 * `PUT|POST {base}/edit` of a JeecgController: the signed-in user, the JSON body and the row its `id`
 * names, or the controller's not-found answer before anything is read further.
 */
import type { HttpHandler } from 'msw';
import { requireSession, type Session } from './auth';
import { error } from './result';
import { api, readJson, str, type RouteContext, type RouteResult } from './route';

export interface EditRequest<Row> extends RouteContext {
  user: Session['user'];
  id: string;
  body: Record<string, unknown>;
  existing: Row;
}

export function editRoute<Row>(
  path: string,
  target: { find: (id: string) => Row | undefined; notFound: string },
  save: (edit: EditRequest<Row>) => RouteResult | Promise<RouteResult>,
): HttpHandler[] {
  return api.methods(['put', 'post'], path, async (ctx) => {
    const { user } = await requireSession(ctx.request);
    const body = await readJson(ctx.request);
    const id = str(body.id);
    const existing = id ? target.find(id) : undefined;
    if (!id || !existing) return error(target.notFound);
    return save({ ...ctx, user, body, id, existing });
  });
}
