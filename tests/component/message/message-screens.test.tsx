/**
 * 消息模板管理 and 消息管理 against the fake backend: template CRUD with its checks, 发送测试
 * writing a rendered push-log row, and the push log with its dictionary texts.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import MessageTemplateListPage from '@/features/message/MessageTemplateListPage';
import MessageListPage from '@/features/message/MessageListPage';
import { messageTable, messageTemplateTable } from '@fake/handlers/sys-message';
import { miscServer, resetWithMiscAdmin } from './misc-admin-server';
import { renderScreen, withFakeBackend } from '../screen-harness';
import { deleteRow, rowWith, submitEmptyNewDialog, typeTakenThenFree } from '../list-screen';

withFakeBackend({ server: miscServer, reset: resetWithMiscAdmin, signIn: 'admin' });


function showTemplates() {
  const user = renderScreen('/message/sysMessageTemplate', <MessageTemplateListPage title="消息模板管理" component="message/SysMessageTemplateList" />);
  return user;
}

describe('消息模板管理', () => {
  // A whole add with three rounds of checks: long on a 2-core machine running two workers.
  it('lists templates with the type text and adds one: required, duplicate code, JSON test data', async () => {
    const user = showTemplates();
    expect(await screen.findByText('1-5 共5 条')).toBeInTheDocument();
    expect(rowWith('SYS003')).toHaveTextContent('富文本');
    const dialog = await submitEmptyNewDialog(user, ['请输入模板CODE!', '请输入模板标题!', '请选择模板类型!', '请输入模板内容!']);
    const code = within(dialog).getByRole('textbox', { name: /模板CODE/ });
    await typeTakenThenFree(user, dialog, code, 'SYS001', 'SYS009');
    await user.type(within(dialog).getByRole('textbox', { name: /模板标题/ }), '值班提醒');
    await user.click(within(dialog).getByRole('combobox', { name: /模板类型/ }));
    await user.click(await screen.findByRole('option', { name: '文本' }));
    await user.type(within(dialog).getByRole('textbox', { name: /模板内容/ }), '今日值班');
    await user.type(within(dialog).getByRole('textbox', { name: /模板测试json/ }), 'not json');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    // The code's duplicate check runs first, over the network.
    expect(await within(dialog).findByText('请输入JSON格式的测试数据!')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /模板测试json/ }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    expect(await screen.findByText('1-6 共6 条')).toBeInTheDocument();
    expect(messageTemplateTable.findFirst((q) => q.where({ templateCode: 'SYS009' }))?.templateType).toBe('1');
  }, 60_000);

  it('edits a template (code read-only): 更新成功！', async () => {
    const user = showTemplates();
    await screen.findByText('1-5 共5 条');
    await user.click(within(rowWith('SYS004')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑' });
    expect(within(dialog).getByRole('textbox', { name: /模板CODE/ })).toHaveAttribute('readonly');
    const name = within(dialog).getByRole('textbox', { name: /模板标题/ });
    await user.clear(name);
    await user.type(name, '登录验证码');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('更新成功！')).toBeInTheDocument();
    await waitFor(() => expect(rowWith('SYS004')).toHaveTextContent('登录验证码'));
  });

  it('sends a test message: required fields, then 消息发送成功！ and a rendered push-log row', async () => {
    const user = showTemplates();
    await screen.findByText('1-5 共5 条');
    const before = messageTable.count();
    await user.click(within(rowWith('SYS004')).getByRole('button', { name: '发送测试 SYS004' }));
    const dialog = await screen.findByRole('dialog', { name: '发送测试' });
    expect(within(dialog).getByRole('textbox', { name: /测试数据/ })).toHaveValue('{"code":"482913"}');
    await user.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(within(dialog).getByText('请选择消息类型!')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入消息接收方!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /消息类型/ }));
    await user.click(await screen.findByRole('option', { name: '短信' }));
    await user.type(within(dialog).getByRole('textbox', { name: /消息接收方/ }), '18699999999');
    await user.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(await screen.findByText('消息发送成功！')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(messageTable.count()).toBe(before + 1);
    const sent = messageTable.findFirst((q) => q.where({ esReceiver: '18699999999' }));
    expect(sent).toMatchObject({ esType: '1', esSendStatus: '1', esContent: '您的验证码为 482913，5 分钟内有效，请勿泄露。' });
  });

  it('deletes a template after the confirm', async () => {
    const user = showTemplates();
    await screen.findByText('1-5 共5 条');
    await deleteRow(user, rowWith('SYS005'));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(await screen.findByText('1-4 共4 条')).toBeInTheDocument();
  });
});

describe('消息管理', () => {
  function showMessages() {
    const user = renderScreen('/message/sysMessage', <MessageListPage title="消息管理" component="message/SysMessageList" />);
    return user;
  }

  it('lists the push log with type and status texts, filters by receiver, and shows a detail', async () => {
    const user = showMessages();
    expect(await screen.findByText('1-10 共24 条')).toBeInTheDocument();
    expect(screen.getAllByText('发送失败').length).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: '接收人' }), 'editor@example.com');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('1-4 共4 条')).toBeInTheDocument();
    await user.click(within(screen.getAllByRole('row')[1]).getByRole('button', { name: '详情' }));
    const detail = await screen.findByRole('dialog', { name: '详情' });
    await waitFor(() => expect(within(detail).getByRole('textbox', { name: /接收人/ })).toHaveValue('editor@example.com'));
    expect(within(detail).queryByRole('button', { name: '确定' })).not.toBeInTheDocument();
  });

  it('batch-deletes selected entries: 批量删除成功！', async () => {
    const user = showMessages();
    await screen.findByText('1-10 共24 条');
    const rows = screen.getAllByRole('row').slice(1, 3);
    for (const r of rows) await user.click(within(r).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确认删除' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('批量删除成功！')).toBeInTheDocument();
    expect(await screen.findByText('1-10 共22 条')).toBeInTheDocument();
  });
});
