/**
 * The checks after a timed-out save, read through the fake backend's list endpoints: a row with the
 * typed values is found, a near miss is not, an edit must be the same row, a failed read rejects.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { resetFakeDb, server } from '@fake/node';
import { getAction, postAction } from '@/api/http';
import { unwrap } from '@/api/errors';
import { saveLogin } from '@/session/session';
import { listHolds, pickTrimmed, savedInList } from '@/widgets/form/find-saved';
import { login } from '../../fake-server/fake-client';
import { tryBadInput } from '../../../reliability/tally';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
beforeEach(async () => {
  server.resetHandlers();
  await resetFakeDb();
  saveLogin((await login('admin')).body.result);
});

type Values = Record<string, string>;
const findDict = savedInList<Values, { id?: string }>({
  listUrl: '/sys/dict/list',
  query: (v) => pickTrimmed(v, ['dictCode']),
  expected: (v) => pickTrimmed(v, ['dictCode', 'dictName', 'description']),
});

async function addDict(dictCode: string, dictName: string) {
  unwrap(await postAction('/sys/dict/add', { dictCode, dictName, description: '' }));
}

describe('savedInList', () => {
  it('add: true once a row with the unique field and every typed value exists, false before', async () => {
    const typed = { dictCode: 'timeout_code', dictName: ' 超时字典 ', description: '' };
    expect(await findDict(typed, 'add', null)).toBe(false);
    await addDict('timeout_code', '超时字典');
    expect(await findDict(typed, 'add', null)).toBe(true);
  });

  it('add: a row with the same code but other values is not the save', async () => {
    await addDict('timeout_other', '别的名称');
    await tryBadInput('saved check, same code other name', 'wrong', async () => {
      expect(await findDict({ dictCode: 'timeout_other', dictName: '超时字典', description: '' }, 'add', null)).toBe(false);
    });
  });

  it('edit: only the edited row counts', async () => {
    await addDict('timeout_edit', '改后名称');
    const typed = { dictCode: 'timeout_edit', dictName: '改后名称', description: '' };
    expect(await findDict(typed, 'edit', { id: 'another-id' })).toBe(false);
    const id = await idOf('timeout_edit');
    expect(await findDict(typed, 'edit', { id })).toBe(true);
  });

  it('a failed read rejects (the form then cannot tell); no list URL rejects too', async () => {
    server.use(http.get('*/sys/dict/list', () => HttpResponse.error()));
    await tryBadInput('saved check, list unreachable', 'wrong', async () => {
      await expect(findDict({ dictCode: 'x', dictName: 'y', description: '' }, 'add', null)).rejects.toBeTruthy();
      const noList = savedInList<Values, { id?: string }>({ listUrl: undefined, query: () => ({}), expected: () => ({}) });
      await expect(noList({}, 'add', null)).rejects.toThrow();
    });
  });

  it('listHolds compares trimmed text on both sides', async () => {
    await addDict('timeout_trim', '带空格 ');
    expect(await listHolds('/sys/dict/list', { dictCode: 'timeout_trim' }, { dictName: '带空格' })).toBe(true);
  });
});

/** The id of the dictionary with this code (through the same list). */
async function idOf(dictCode: string): Promise<string> {
  const page = unwrap(await getAction<{ records: Array<{ id: string }> }>('/sys/dict/list', { dictCode }));
  return page.records[0].id;
}
