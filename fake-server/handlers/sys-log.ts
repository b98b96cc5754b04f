/**
 * SysLogController (contract §4.15) over the `sys_log` table the login
 * handlers already write: a page per log type with `keyWord` as a LIKE on the
 * content, delete, batch delete and the `ids=allclear` truncation.
 */
import type { HttpHandler } from 'msw';
import type { SysLog } from '@/api/sys/log';
import { plain } from '../db/table';
import { db } from '../db/tables';
import { withDictText } from '../lib/dict';
import { JEECG_ENTITY_FIELDS, listPage, type EntityFields } from '../lib/list-query';
import { c0, error, okMsgData } from '../lib/result';
import { api, requiredParam } from '../lib/route';

export const LOG_FIELDS: EntityFields = {
  ...JEECG_ENTITY_FIELDS,
  costTime: 'number',
  ip: 'string',
  requestParam: 'string',
  requestType: 'string',
  requestUrl: 'string',
  method: 'string',
  username: 'string',
  userid: 'string',
  logContent: 'string',
  logType: 'int',
  operateType: 'int',
};

/** SysLogController.ALL_ClEAR */
export const ALL_CLEAR = 'allclear';

export const logHandlers: HttpHandler[] = [
  api.get('/sys/log/list', ({ query }) => {
    // keyWord is a transient property: the controller adds `like log_content` itself.
    const keyWord = query.get('keyWord')?.trim() ?? '';
    const rows = db.sysLog
      .all()
      .filter((r) => !keyWord || (r.logContent ?? '').includes(keyWord))
      .map((r) => plain(r));
    const page = listPage<SysLog>(rows, query, LOG_FIELDS);
    return c0({ ...page, records: withDictText(page.records, { logType: 'log_type', operateType: 'operate_type' }) });
  }),

  api.delete('/sys/log/delete', ({ query }) => {
    const id = requiredParam(query, 'id');
    if (!db.sysLog.findFirst((q) => q.where({ id }))) return error('未找到对应实体');
    db.sysLog.delete((q) => q.where({ id }));
    // `result.success(msg)` on a bare Result: code 200, result stays null.
    return okMsgData('删除成功!', null);
  }),

  api.delete('/sys/log/deleteBatch', ({ query }) => {
    const ids = requiredParam(query, 'ids');
    if (ids.trim() === '') return error('参数不识别！');
    if (ids === ALL_CLEAR) {
      // deleteMany (not clear) so the delete hooks fire and the browser snapshot is saved.
      db.sysLog.deleteMany((q) => q.where({ id: () => true }));
    } else {
      const wanted = new Set(ids.split(',').filter(Boolean));
      db.sysLog.deleteMany((q) => q.where({ id: (id: string) => wanted.has(id) }));
    }
    // The controller sets 清除成功! for allclear and then overwrites it with 删除成功!.
    return okMsgData('删除成功!', null);
  }),
];
