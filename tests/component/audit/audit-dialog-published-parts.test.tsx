/**
 * The 信息审核 modal shows what will be published beside the body: the item's 来源 and its
 * attachments as download links by file name (or 无附件).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import InfoAuditListPage from '@/features/audit/InfoAuditListPage';
import { auditServer, resetWithAuditQueue } from './audit-server';
import { renderScreen, withFakeBackend } from '../screen-harness';

withFakeBackend({ server: auditServer, reset: resetWithAuditQueue, signIn: 'admin' });

async function openAudit(title: string) {
  const user = renderScreen('/audit/info', <InfoAuditListPage title="信息审核" component="audit/InfoAuditList" />);
  const row = () => screen.getAllByRole('row').find((r) => r.textContent?.includes(title)) as HTMLElement;
  await waitFor(() => expect(row()).toBeDefined());
  await user.click(within(row()).getByRole('button', { name: '审核' }));
  return screen.findByRole('dialog', { name: '信息审核' });
}

// The first case pays for the page's cold start, which takes over 20 s on a shared machine.
describe('信息审核 modal: 来源 and attachments', { timeout: 60_000 }, () => {
  it('shows the 来源 and each attachment as a download link named by its file', async () => {
    const dialog = await openAudit('关于开展年度考核工作的通知');
    expect(within(dialog).getByText('来源')).toBeInTheDocument();
    expect(within(dialog).getByText('本局办公室')).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: '附件' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['考核办法_1731200000000.pdf', '报送表_1731200000001.xlsx']);
    expect(links[0]).toHaveAttribute('href', '/zw-lgb2/sys/common/static/content/考核办法_1731200000000.pdf');
    expect(links[1]).toHaveAttribute('href', '/zw-lgb2/sys/common/static/content/报送表_1731200000001.xlsx');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says 无附件 for an item without attachments', async () => {
    const dialog = await openAudit('全市干部教育培训工作会议召开');
    expect(await within(dialog).findByText('无附件')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: '附件' })).toBeNull();
  });
});
