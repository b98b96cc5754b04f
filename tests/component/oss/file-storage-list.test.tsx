/**
 * 文件管理 against the fake backend: the seeded files with links, the name filter, 文件上传
 * (success reloads the list; the server's refusal and an HTTP failure are reported), 预览 of a
 * picture in a dialog and of other files in a new tab, 下载, and 删除 after the confirm.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { saveButtonAuth } from '@/session';
import FileStorageListPage from '@/features/oss/FileStorageListPage';
import { ossFileTable } from '@fake/handlers/sys-oss';
import { uploadedFiles } from '@fake/handlers/upload';
import { ossServer, resetWithOssFiles } from './oss-server';
import { realFile } from '../../e2e/fixtures/file-bytes';
import { renderScreen, withFakeBackend } from '../screen-harness';

configure({ asyncUtilTimeout: 8_000 });

withFakeBackend({ server: ossServer, reset: resetWithOssFiles, signIn: 'admin' });
afterEach(() => vi.restoreAllMocks());

function setup() {
  return renderScreen('/oss/file', <FileStorageListPage title="文件管理" component="oss/FileStorageList" />);
}

const firstRow = () => screen.getAllByRole('row')[1];
const fail = (message: string) => HttpResponse.json({ success: false, code: 500, message, result: null, timestamp: Date.now() });

describe('文件管理', () => {
  it('lists the seeded files newest first with name, address link, uploader and time, and filters by name', async () => {
    const user = setup();
    expect(await screen.findByText('1-10 共30 条')).toBeInTheDocument();
    for (const title of ['文件名称', '文件地址', '上传人', '上传时间', '操作']) expect(screen.getByRole('columnheader', { name: new RegExp(title) })).toBeInTheDocument();
    expect(firstRow()).toHaveTextContent('月度工作计划.xlsx');
    const link = within(firstRow()).getByRole('link', { name: /月度工作计划\.xlsx$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/^\/zw-lgb2\/sys\/common\/static\/oss\/seed\/30-/);
    await user.type(screen.getByRole('textbox', { name: '文件名称' }), '报告');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('1-2 共2 条')).toBeInTheDocument();
    expect(screen.getByText('项目验收报告.docx')).toBeInTheDocument();
    expect(screen.getByText('年度报告.docx')).toBeInTheDocument();
  });

  it('uploads a file: 上传成功 message, the new row on top, its bytes served at its address', async () => {
    const user = setup();
    await screen.findByText('1-10 共30 条');
    await user.upload(screen.getByLabelText('文件上传', { selector: 'input' }), new File(['第三季度'], '季度总结.txt', { type: 'text/plain' }));
    expect(await screen.findByText('季度总结.txt 上传成功!')).toBeInTheDocument();
    expect(await screen.findByText('1-10 共31 条')).toBeInTheDocument();
    // jsdom's File loses its name on the way into Node's Request (the server sees "blob"), so the
    // stored name is checked by the contract and browser tests; here the newest row is the upload.
    await waitFor(() => expect(firstRow()).toHaveTextContent('/oss/upload/test/'));
    expect(firstRow()).toHaveTextContent('admin');
    const row = ossFileTable.all().find((f) => f.url?.includes('/oss/upload/test/'));
    expect(row?.url).toMatch(/^\/zw-lgb2\/sys\/common\/static\/oss\/upload\/test\/.+_\d+/);
    expect(uploadedFiles.size).toBe(1);
    const served = await fetch(`http://localhost:3000${encodeURI(row?.url ?? '')}`);
    expect(await served.text()).toBe('第三季度');
  });

  it("reports a refused upload with the server's message and leaves the list as it was", async () => {
    const user = setup();
    await screen.findByText('1-10 共30 条');
    ossServer.use(http.post('*/zw-lgb2/sys/oss/file/upload', () => fail('上传失败')));
    await user.upload(screen.getByLabelText('文件上传', { selector: 'input' }), realFile('坏文件.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('坏文件.pdf 上传失败.')).toBeInTheDocument();
    expect(screen.getByText('上传失败')).toBeInTheDocument();
    expect(screen.getByText('1-10 共30 条')).toBeInTheDocument();
    expect(ossFileTable.count()).toBe(30);
    expect(screen.getByRole('button', { name: /文件上传/ })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('reports an HTTP failure of the upload', async () => {
    const user = setup();
    await screen.findByText('1-10 共30 条');
    ossServer.use(http.post('*/zw-lgb2/sys/oss/file/upload', () => new HttpResponse(null, { status: 500 })));
    await user.upload(screen.getByLabelText('文件上传', { selector: 'input' }), realFile('附件.docx'));
    expect(await screen.findByText('附件.docx 上传失败.')).toBeInTheDocument();
    expect(ossFileTable.count()).toBe(30);
  });

  it('previews a picture in a dialog and opens other files in a new tab', async () => {
    const user = setup();
    await screen.findByText('1-10 共30 条');
    const picture = screen.getAllByRole('row').find((r) => r.textContent?.includes('首页轮播图.png'));
    await user.click(within(picture!).getByRole('button', { name: '预览' }));
    const dialog = await screen.findByRole('dialog', { name: '首页轮播图.png' });
    expect(within(dialog).getByRole('img', { name: '首页轮播图.png' }).getAttribute('src')).toMatch(/\/oss\/seed\/28-首页轮播图\.png$/);
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(within(firstRow()).getByRole('button', { name: '预览' }));
    expect(opened).toHaveBeenCalledWith(expect.stringMatching(/\/oss\/seed\/30-月度工作计划\.xlsx$/), '_blank', 'noopener');
  });

  it('downloads a file under its own name', async () => {
    const user = setup();
    await screen.findByText('1-10 共30 条');
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:oss');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(within(firstRow()).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(saved).toEqual(['月度工作计划.xlsx']));
  });

  it('deletes a file after the confirm', async () => {
    const user = setup();
    await screen.findByText('1-10 共30 条');
    await user.click(within(firstRow()).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog', { name: '确定删除吗?' });
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(await screen.findByText('1-10 共29 条')).toBeInTheDocument();
    expect(firstRow()).not.toHaveTextContent('月度工作计划.xlsx');
    expect(ossFileTable.findFirst((q) => q.where({ fileName: '月度工作计划.xlsx' }))).toBeUndefined();
  });

  it('hides 删除 from a user without oss_file:delete', async () => {
    saveButtonAuth([], [{ action: 'oss_file:delete', describe: '删除', type: '1', status: '1' }]);
    setup();
    await screen.findByText('1-10 共30 条');
    expect(within(firstRow()).getByRole('button', { name: '下载' })).toBeInTheDocument();
    expect(within(firstRow()).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });
});
