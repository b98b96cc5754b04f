/**
 * The content areas against the fake backend: one screen module configured by the menu's
 * component string, with the kind's form, the audit chip and 提交审核, and the sanitised detail.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentArea } from '@/api/content';
import ContentAreaScreen from '@/features/content/ContentAreaScreen';
import { contentTable } from '@fake/db/content';
import { contentServer, resetWithContent } from './content-server';
import { renderScreen, withFakeBackend } from '../screen-harness';
import { submitEmptyNewDialog } from '../list-screen';

withFakeBackend({ server: contentServer, reset: resetWithContent, signIn: 'admin' });

function setup(component: string, title: string) {
  const user = renderScreen('/content/x', <ContentAreaScreen title={title} component={component} />);
  return user;
}

/** Clicks the field and pastes: per-key typing of long strings is slow in jsdom. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const rows = () => screen.getAllByRole('row').slice(1);
const countOf = (area: ContentArea) => contentTable.findMany((q) => q.where({ area })).length;

describe('content areas', () => {
  it('lists the seeded notices newest first with the audit chips and the article columns', async () => {
    setup('content/NoticeList', '通知公告');
    expect(await screen.findByText(`1-10 共${countOf('notice')} 条`)).toBeInTheDocument();
    for (const header of ['标题', '栏目', '来源', '作者', '发布时间', '审核状态']) expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    expect(within(rows()[0]).getByText('待审核')).toBeInTheDocument();
    expect(within(rows()[1]).getByText('草稿')).toBeInTheDocument();
    expect(within(rows()[1]).getByRole('button', { name: '提交审核' })).toBeInTheDocument();
    expect(within(rows()[0]).queryByRole('button', { name: '提交审核' })).not.toBeInTheDocument();
    // The rejected notice explains itself (tooltip anchor labelled with the reason).
    expect(within(rows()[5]).getByLabelText(/^驳回原因：/)).toBeInTheDocument();
  });

  it('lists friendship links with their addresses and no article columns', async () => {
    setup('content/FriendshipLinkList', '友情链接');
    expect(await screen.findByText(`1-10 共${countOf('friendship_link')} 条`)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /链接地址/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /作者/ })).not.toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent(/https?:\/\//);
  });

  it('adds a link: required and address messages first, then 添加成功！ and a 草稿 row', async () => {
    const user = setup('content/FriendshipLinkList', '友情链接');
    const total = countOf('friendship_link');
    await screen.findByText(`1-10 共${total} 条`);
    const dialog = await submitEmptyNewDialog(user, ['请输入标题', '请输入链接地址']);
    await typeInto(user, within(dialog).getByRole('textbox', { name: /标题/ }), '省政务服务网');
    await typeInto(user, within(dialog).getByRole('textbox', { name: /链接地址/ }), 'www.example.cn');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText('请输入以http://或https://开头的链接地址')).toBeInTheDocument();
    const url = within(dialog).getByRole('textbox', { name: /链接地址/ });
    await user.clear(url);
    await typeInto(user, url, 'https://zwfw.example.gov.cn/');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    expect(await screen.findByText(`1-10 共${total + 1} 条`)).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('省政务服务网'));
    expect(within(rows()[0]).getByText('草稿')).toBeInTheDocument();
  });

  it('warns that editing an approved item makes it a 草稿 again, and shows it so after 编辑成功!', async () => {
    const user = setup('content/FriendshipLinkList', '友情链接');
    await screen.findByText(`1-10 共${countOf('friendship_link')} 条`);
    const approved = rows().find((r) => within(r).queryByText('审核通过'))!;
    await user.click(within(approved).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑' });
    expect(within(dialog).getByText('该信息已审核通过，修改保存后将变为草稿，需重新提交审核。')).toBeInTheDocument();
    const title = within(dialog).getByRole('textbox', { name: /标题/ });
    await user.clear(title);
    await typeInto(user, title, '修订后的链接');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('修订后的链接').closest('[role="row"]')).toHaveTextContent('草稿'));
  });

  it('submits a draft for audit after the confirm and moves its chip to 待审核', async () => {
    const user = setup('content/NoticeList', '通知公告');
    await screen.findByText(`1-10 共${countOf('notice')} 条`);
    const draft = rows()[1];
    const id = draft.getAttribute('data-id');
    expect(id).toBeTruthy();
    await user.click(within(draft).getByRole('button', { name: '提交审核' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确认提交审核?' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('提交成功，等待审核')).toBeInTheDocument();
    await waitFor(() => expect(within(rows()[1]).getByText('待审核')).toBeInTheDocument());
    expect(within(rows()[1]).queryByRole('button', { name: '提交审核' })).not.toBeInTheDocument();
    expect(contentTable.findFirst((q) => q.where({ id: id! }))?.auditStatus).toBe('1');
  });

  it('approves a pending notice from its own list in the audit modal', async () => {
    const user = setup('content/NoticeList', '通知公告');
    await screen.findByText(`1-10 共${countOf('notice')} 条`);
    const pending = rows()[0];
    const id = pending.getAttribute('data-id');
    expect(within(pending).queryByRole('button', { name: '审核' })).toBeInTheDocument();
    expect(within(rows()[1]).queryByRole('button', { name: '审核' })).not.toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: '审核' }));
    const modal = await screen.findByRole('dialog', { name: '信息审核' });
    await user.click(within(modal).getByRole('button', { name: '审核通过' }));
    expect(await screen.findByText('审核通过！')).toBeInTheDocument();
    await waitFor(() => expect(within(rows()[0]).getByText('审核通过')).toBeInTheDocument());
    expect(contentTable.findFirst((q) => q.where({ id: id! }))?.auditStatus).toBe('2');
  });

  it('shows a body with <script> and onerror= inert in the detail, pictures kept', async () => {
    const first = contentTable.findMany((q) => q.where({ area: 'notice' })).sort((a, b) => (b.createTime! > a.createTime! ? 1 : -1))[0];
    await contentTable.update(first, {
      data(d) {
        d.content = '<p>正文</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><p><img src="/zw-lgb2/sys/common/static/content/seed/banner-1.bmp" alt="配图"></p>';
      },
    });
    const user = setup('content/NoticeList', '通知公告');
    await screen.findByText(`1-10 共${countOf('notice')} 条`);
    await user.click(within(rows()[0]).getByRole('button', { name: '详情' }));
    const detail = await screen.findByRole('dialog', { name: '详情' });
    const body = within(detail).getByTestId('content-body');
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror/i);
    expect(within(body).getByRole('img', { name: '配图' })).toHaveAttribute('src', '/zw-lgb2/sys/common/static/content/seed/banner-1.bmp');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
