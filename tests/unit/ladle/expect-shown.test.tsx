import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { expectShown } from '../../ladle/expect-shown';
import { shows, shownBy } from '../../../ladle/story-shows';

afterEach(cleanup);

/** nothing on this page changes: no need to wait for a missing text to appear */
const quickly = { timeout: 50 };

function Page() {
  return (
    <div>
      <h1>用户管理</h1>
      <button disabled>保存</button>
      <button>取消</button>
      <button aria-pressed="true">高级查询</button>
      <input aria-label="手机号" aria-invalid="true" defaultValue="12345" />
      <table>
        <tbody>
          <tr>
            <td>张三</td>
          </tr>
          <tr>
            <td>李四</td>
          </tr>
        </tbody>
      </table>
      <input type="checkbox" aria-label="全选" defaultChecked />
    </div>
  );
}

describe('a story states what it shows', () => {
  it('passes when the page shows the texts, roles and states stated', async () => {
    render(<Page />);
    await expectShown({
      text: ['用户管理', /张三/],
      roles: [{ role: 'button', name: '保存', disabled: true }, { role: 'row', count: 2 }, { role: 'checkbox', name: '全选', checked: true }, { role: 'button', name: '高级查询', pressed: true }, { role: 'textbox', name: '手机号', invalid: true }],
      absent: ['加载失败'],
    });
  });

  it('fails on a text, a count or a state that is not shown', async () => {
    render(<Page />);
    await expect(expectShown({ text: ['角色管理'] }, quickly)).rejects.toThrow('text not shown: 角色管理');
    await expect(expectShown({ roles: [{ role: 'row', count: 10 }] }, quickly)).rejects.toThrow('row: 10 expected, 2 shown');
    await expect(expectShown({ roles: [{ role: 'button', name: '取消', disabled: true }] }, quickly)).rejects.toThrow('1 of 1 not disabled=true');
    await expect(expectShown({ roles: [{ role: 'button', name: '取消', pressed: true }] }, quickly)).rejects.toThrow('not pressed=true');
    await expect(expectShown({ roles: [{ role: 'textbox', name: '手机号', invalid: false }] }, quickly)).rejects.toThrow('not invalid=false');
  });

  it('fails when a text that must be absent is shown', async () => {
    render(<Page />);
    await expect(expectShown({ absent: ['李四'] })).rejects.toThrow('shown, but must not be: 李四');
  });

  it('keeps what a story states on the story itself', () => {
    const Story = shows(() => null, { text: ['空'] });
    expect(shownBy(Story)).toEqual({ text: ['空'] });
    expect(shownBy(() => null)).toBeUndefined();
  });
});
