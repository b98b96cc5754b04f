/** SysDictController reads the shell needs (contract §4.5), behind the signature check of §3. */
import type { HttpHandler } from 'msw';
import { allDictItems, resolveDictCode } from '../lib/dict';
import { c0, error, okData } from '../lib/result';
import { api, apiPath } from '../lib/route';
import { checkSignature } from '../lib/sign-check';

export const dictHandlers: HttpHandler[] = [
  api.get('/sys/dict/getDictItems/:dictCode', async ({ request, url }) => {
    const rejected = await checkSignature(request);
    if (rejected) return rejected;
    const raw = apiPath(url).slice('/sys/dict/getDictItems/'.length);
    const dictCode = decodeURIComponent(raw);
    try {
      const items = resolveDictCode(dictCode);
      return items === null ? error('字典Code格式不正确！') : c0(items);
    } catch {
      return error('操作失败');
    }
  }),

  api.get('/sys/dict/queryAllDictItems', () => okData(allDictItems())),

  api.all('/sys/dict/refleshCache', () => c0(null)),
];
