/**
 * Per-user extras of 个人中心 / 个人设置 that the real JeecgBoot backend has no endpoint for
 * (the Vue console's pages were static): tags and a self-description, the 新消息通知 switches,
 * and the third-party bindings. Fake-only, under `/zw-lgb2/account/*`, one row per user.
 */
import type { HttpHandler } from 'msw';
import type { AccountBinding, AccountBindingType, AccountNotificationSettings, AccountProfileExtras } from '@/api/sys/account';
import { defineTable, plain } from '../db/table';
import { requireSession } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { error, okData, okMsgData } from '../lib/result';
import { api, readJson } from '../lib/route';

export interface AccountPrefsRow {
  userId: string;
  tags: string[];
  description: string;
  notification: AccountNotificationSettings;
  bindings: AccountBinding[];
}

export const accountPrefsTable = defineTable<AccountPrefsRow>('account_prefs', { primaryKey: 'userId' });

export const BINDING_TYPES: readonly AccountBindingType[] = ['dingtalk', 'wechat_enterprise', 'wechat'];

export const DEFAULT_NOTIFICATION: Readonly<AccountNotificationSettings> = Object.freeze({
  systemMessage: true,
  todoTask: true,
  accountPassword: true,
});

/** The administrator starts bound to DingTalk so the page shows both states. */
function defaultBindings(username: string): AccountBinding[] {
  return BINDING_TYPES.map((type) =>
    username === 'admin' && type === 'dingtalk'
      ? { type, bound: true, account: '管理员（钉钉）', bindTime: formatDateTime(Date.now() - 30 * 86_400_000) }
      : { type, bound: false, account: null, bindTime: null },
  );
}

const DEFAULT_TAGS = ['认真负责', '团队协作'];
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 20;
export const MAX_DESCRIPTION_LENGTH = 255;

function prefsOf(userId: string, username: string): AccountPrefsRow {
  const row = accountPrefsTable.findFirst((q) => q.where({ userId }));
  if (row) return plain(row);
  return { userId, tags: [...DEFAULT_TAGS], description: '', notification: { ...DEFAULT_NOTIFICATION }, bindings: defaultBindings(username) };
}

async function savePrefs(next: AccountPrefsRow): Promise<void> {
  const row = accountPrefsTable.findFirst((q) => q.where({ userId: next.userId }));
  if (row) await accountPrefsTable.update(row, { data: (d) => void Object.assign(d, next) });
  else await accountPrefsTable.create(next);
}

const isBool = (v: unknown): v is boolean => typeof v === 'boolean';

export const accountHandlers: HttpHandler[] = [
  api.get('/account/profile', async ({ request }) => {
    const { user } = await requireSession(request);
    const { tags, description } = prefsOf(user.id, user.username);
    return okData<AccountProfileExtras>({ tags, description });
  }),

  api.put('/account/profile', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const prefs = prefsOf(user.id, user.username);
    const next = { ...prefs };
    if (body.tags !== undefined) {
      if (!Array.isArray(body.tags) || body.tags.some((t) => typeof t !== 'string')) return error('标签格式不正确');
      const tags = [...new Set((body.tags as string[]).map((t) => t.trim()).filter(Boolean))];
      if (tags.length > MAX_TAGS) return error(`标签最多${MAX_TAGS}个`);
      if (tags.some((t) => t.length > MAX_TAG_LENGTH)) return error(`标签最长${MAX_TAG_LENGTH}个字符`);
      next.tags = tags;
    }
    if (body.description !== undefined) {
      if (typeof body.description !== 'string') return error('个人简介格式不正确');
      if (body.description.length > MAX_DESCRIPTION_LENGTH) return error('请输入255位以内的字符');
      next.description = body.description;
    }
    await savePrefs(next);
    return okMsgData<AccountProfileExtras>('保存成功！', { tags: next.tags, description: next.description });
  }),

  api.get('/account/notification-settings', async ({ request }) => {
    const { user } = await requireSession(request);
    return okData(prefsOf(user.id, user.username).notification);
  }),

  api.put('/account/notification-settings', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const prefs = prefsOf(user.id, user.username);
    const notification = { ...prefs.notification };
    for (const key of Object.keys(DEFAULT_NOTIFICATION) as (keyof AccountNotificationSettings)[]) {
      if (body[key] === undefined) continue;
      if (!isBool(body[key])) return error('参数不识别！');
      notification[key] = body[key];
    }
    await savePrefs({ ...prefs, notification });
    return okMsgData('保存成功！', notification);
  }),

  api.get('/account/bindings', async ({ request }) => {
    const { user } = await requireSession(request);
    return okData(prefsOf(user.id, user.username).bindings);
  }),
];
