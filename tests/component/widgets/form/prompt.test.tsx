import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { PromptHost, prompt } from '@/widgets/form';
import { RULES, lengthRules } from '@/validation';
import { renderWidget } from './render';

function Caller({ rules = lengthRules({ required: '请输入名称' }) }: { rules?: Parameters<typeof prompt>[0]['rules'] }) {
  const [answer, setAnswer] = useState<string>('—');
  return (
    <>
      <button type="button" onClick={() => void prompt({ title: '保存查询', label: '名称', rules }).then((v) => setAnswer(v === null ? 'null' : v))}>
        询问
      </button>
      <output data-testid="answer">{answer}</output>
      <PromptHost />
    </>
  );
}

describe('prompt()', () => {
  it('resolves with the typed text on 确定', async () => {
    const { user } = renderWidget(<Caller />);
    await user.click(screen.getByRole('button', { name: '询问' }));
    await user.type(await screen.findByRole('textbox', { name: '名称' }), '我的查询');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('我的查询'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resolves with null on 取消', async () => {
    const { user } = renderWidget(<Caller />);
    await user.click(screen.getByRole('button', { name: '询问' }));
    await user.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('null'));
  });

  it('keeps the dialog open with the rule message until the value passes', async () => {
    const { user } = renderWidget(<Caller rules={[...lengthRules({ required: '请输入名称' }), RULES.english]} />);
    await user.click(screen.getByRole('button', { name: '询问' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入名称')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '名称' }), '中文{Enter}');
    expect(await screen.findByText('请输入英文字符')).toBeInTheDocument();
    expect(screen.getByTestId('answer')).toHaveTextContent('—');
    await user.clear(screen.getByRole('textbox', { name: '名称' }));
    await user.type(screen.getByRole('textbox', { name: '名称' }), 'abc{Enter}');
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('abc'));
  });

  it('runs server rules too', async () => {
    const rules = [{ name: 'dup', validateAsync: async (v: unknown) => (v === 'taken' ? '该值不可用，系统中已存在！' : undefined) }];
    const { user } = renderWidget(<Caller rules={rules} />);
    await user.click(screen.getByRole('button', { name: '询问' }));
    await user.type(await screen.findByRole('textbox', { name: '名称' }), 'taken{Enter}');
    expect(await screen.findByText('该值不可用，系统中已存在！')).toBeInTheDocument();
  });

  it('shows queued prompts one after the other', async () => {
    renderWidget(<PromptHost />);
    let first: Promise<string | null> = Promise.resolve(null);
    let second: Promise<string | null> = Promise.resolve(null);
    act(() => {
      first = prompt({ title: '第一个' });
      second = prompt({ title: '第二个' });
    });
    expect(await screen.findByRole('dialog', { name: '第一个' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: '取消' }).click());
    await expect(first).resolves.toBeNull();
    expect(await screen.findByRole('dialog', { name: '第二个' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: '取消' }).click());
    await expect(second).resolves.toBeNull();
  });

  it('answers null to open prompts when the host goes away', async () => {
    const { unmount } = renderWidget(<PromptHost />);
    let pending: Promise<string | null> = Promise.resolve('x');
    act(() => {
      pending = prompt({ title: '将被取消' });
    });
    await screen.findByRole('dialog', { name: '将被取消' });
    unmount();
    await expect(pending).resolves.toBeNull();
  });

  it('shows a prompt once even with two hosts mounted', async () => {
    renderWidget(
      <>
        <PromptHost />
        <PromptHost />
      </>,
    );
    let pending: Promise<string | null> = Promise.resolve('x');
    act(() => {
      pending = prompt({ title: '只显示一次' });
    });
    await screen.findByRole('dialog', { name: '只显示一次' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    act(() => screen.getByRole('button', { name: '取消' }).click());
    await expect(pending).resolves.toBeNull();
  });

  it('rejects when no host is mounted', async () => {
    await expect(prompt({ title: '无主' })).rejects.toThrow('prompt() needs a mounted <PromptHost />');
  });
});
