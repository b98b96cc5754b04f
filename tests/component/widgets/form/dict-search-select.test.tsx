import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DictSearchSelect, type DictSearchSelectProps } from '@/widgets/form';
import { notifier } from '@/ui/notify';
import { server, setupMswServer } from '../../../unit/api/msw-server';
import { fail, Held, ok, renderWidget } from './render';
import { answered } from '../../answered';
import { deferred } from '../../../unit/test-support/deferred';

setupMswServer();

const people = [
  { value: 'admin', text: '管理员' },
  { value: 'jeecg', text: '陈晓明' },
  { value: 'lwj', text: '李文静' },
];

/**
 * Answers loadDict like the backend (LIKE on text) and records each keyword asked; a search with a
 * keyword waits for `answer` when given.
 */
function searchBackend(keywords: string[], answer?: Promise<void>) {
  server.use(
    http.get('*/zw-lgb2/sys/dict/loadDict/:code', async ({ request }) => {
      const url = new URL(request.url);
      const keyword = url.searchParams.get('keyword') ?? '';
      keywords.push(keyword);
      if (keyword && answer) await answer;
      return HttpResponse.json(ok(people.filter((p) => p.text.includes(keyword))));
    }),
    http.get('*/zw-lgb2/sys/dict/loadDictItem/:code', ({ request }) => {
      const key = new URL(request.url).searchParams.get('key');
      return HttpResponse.json(ok(people.filter((p) => p.value === key).map((p) => p.text)));
    }),
  );
}

function Controlled(props: Omit<DictSearchSelectProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial, ...rest } = props;
  return <Held initial={initial} widget={(value, onChange) => <DictSearchSelect {...rest} value={value} onChange={onChange} />} />;
}

describe('DictSearchSelect', () => {
  it('searches after a 300 ms pause with one request for quick typing, and selects a result', async () => {
    const keywords: string[] = [];
    // The search is answered once the test has seen 加载中…, which a busy machine could miss.
    const looked = deferred();
    searchBackend(keywords, looked.promise);
    const { user } = renderWidget(<Controlled dict="sys_user,realname,username" label="用户" />);
    const box = screen.getByRole('combobox', { name: '用户' });
    await user.type(box, '陈晓');
    expect(screen.getByText('加载中…')).toBeInTheDocument();
    looked.resolve();
    await user.click(await screen.findByRole('option', { name: '陈晓明' }));
    expect(screen.getByTestId('value')).toHaveTextContent('jeecg');
    expect(box).toHaveValue('陈晓明');
    // The first page on open, then one search for the whole typed word.
    expect(keywords.filter((k) => k !== '')).toEqual(['陈晓']);
  });

  it('sends pageSize with the keyword', async () => {
    let seen: URL | undefined;
    server.use(
      http.get('*/zw-lgb2/sys/dict/loadDict/:code', ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json(ok([]));
      }),
    );
    const { user } = renderWidget(<Controlled dict="sys_user,realname,username" label="用户" pageSize={5} />);
    await user.type(screen.getByRole('combobox', { name: '用户' }), '李');
    await waitFor(() => expect(seen?.searchParams.get('keyword')).toBe('李'));
    expect(seen?.searchParams.get('pageSize')).toBe('5');
    expect(seen?.pathname).toBe('/zw-lgb2/sys/dict/loadDict/sys_user,realname,username');
  });

  it('says 没有查询到任何数据 when nothing matches', async () => {
    searchBackend([]);
    const { user } = renderWidget(<Controlled dict="sys_user,realname,username" label="用户" />);
    await user.type(screen.getByRole('combobox', { name: '用户' }), '不存在');
    expect(await screen.findByText('没有查询到任何数据')).toBeInTheDocument();
  });

  it('async variant: asks for input first (请输入搜索内容), then waits 800 ms before searching', async () => {
    const keywords: string[] = [];
    searchBackend(keywords);
    const { user } = renderWidget(<Controlled dict="sys_user,realname,username" label="用户" async />);
    const box = screen.getByRole('combobox', { name: '用户' });
    await user.click(box);
    expect(await screen.findByText('请输入搜索内容')).toBeInTheDocument();
    const started = Date.now();
    await user.type(box, '管');
    await waitFor(() => expect(keywords).toEqual(['管']), { timeout: 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(750);
    expect(await screen.findByRole('option', { name: '管理员' })).toBeInTheDocument();
  });

  it('async variant: echoes the text of a stored value through loadDictItem', async () => {
    searchBackend([]);
    renderWidget(<Controlled dict="sys_user,realname,username" label="用户" async initial="lwj" />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '用户' })).toHaveValue('李文静'));
  });

  it('shows the server message as a warning when the search fails', async () => {
    notifier.clear();
    server.use(http.get('*/zw-lgb2/sys/dict/loadDict/:code', () => HttpResponse.json(fail('字典Code格式不正确！'))));
    const { user } = renderWidget(<Controlled dict="bad" label="用户" />);
    await user.type(screen.getByRole('combobox', { name: '用户' }), 'x');
    await waitFor(() => expect(notifier.getSnapshot()).toEqual([expect.objectContaining({ level: 'warning', message: '字典Code格式不正确！' })]));
    expect(await screen.findByText('没有查询到任何数据')).toBeInTheDocument();
  });

  it('reports failures to onError when given', async () => {
    server.use(http.get('*/zw-lgb2/sys/dict/loadDict/:code', () => HttpResponse.json(fail('操作失败'))));
    const onError = vi.fn();
    const { user } = renderWidget(<Controlled dict="a,b,c" label="用户" onError={onError} />);
    await user.type(screen.getByRole('combobox', { name: '用户' }), 'y');
    await waitFor(() => expect(onError).toHaveBeenCalledWith('操作失败'));
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    const asked: string[] = [];
    let releaseOld = () => {};
    const oldHeld = new Promise<void>((resolve) => (releaseOld = resolve));
    server.use(
      http.get('*/zw-lgb2/sys/dict/loadDict/:code', async ({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
        asked.push(keyword);
        if (keyword === '陈') await oldHeld;
        return HttpResponse.json(ok(people.filter((p) => p.text.includes(keyword))));
      }),
    );
    const { user } = renderWidget(<Controlled dict="sys_user,realname,username" label="用户" />);
    const box = screen.getByRole('combobox', { name: '用户' });
    await user.type(box, '陈');
    await waitFor(() => expect(asked).toContain('陈'));
    await user.clear(box);
    await user.type(box, '李');
    expect(await screen.findByRole('option', { name: '李文静' })).toBeInTheDocument();
    const oldAnswered = answered(server, (url) => url.searchParams.get('keyword') === '陈');
    releaseOld();
    await oldAnswered;
    expect(screen.queryByRole('option', { name: '陈晓明' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: '李文静' })).toBeInTheDocument();
  });

  it('says 字典Code不能为空! without a dictionary', () => {
    renderWidget(<Controlled label="用户" />);
    expect(screen.getByText('字典Code不能为空!')).toBeInTheDocument();
  });

  it('clears the value', async () => {
    searchBackend([]);
    const { user } = renderWidget(<Controlled dict="sys_user,realname,username" label="用户" initial="admin" />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '用户' })).toHaveValue('管理员'));
    await user.click(screen.getByRole('combobox', { name: '用户' }));
    // The clear icon only becomes visible on hover, which jsdom's CSS does not model.
    await user.click(screen.getByTitle('清除'));
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });
});
