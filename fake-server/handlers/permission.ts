/** SysPermissionController: the menu/button payload of the signed-in user (contract §6). */
import type { HttpHandler } from 'msw';
import { requireSession } from '../lib/auth';
import { buildUserPermission } from '../lib/menu';
import { c0 } from '../lib/result';
import { api } from '../lib/route';

export const permissionHandlers: HttpHandler[] = [
  api.get('/sys/permission/getUserPermissionByToken', async ({ request }) => {
    const { user } = await requireSession(request);
    return c0(buildUserPermission(user.id));
  }),
];
