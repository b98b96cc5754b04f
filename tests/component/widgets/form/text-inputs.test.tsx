import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Ellipsis, SearchInput, TagInput, type SearchInputProps } from '@/widgets/form';
import type { SearchMode } from '@/lib/search';
import { Held, renderWidget } from './render';

function Tags({ initial = '' }: { initial?: string }) {
  return <Held initial={initial} widget={(value, onChange) => <TagInput label="标签" value={value} onChange={onChange} />} />;
}

describe('TagInput', () => {
  it('inserts a separator after every 2 characters as one types', async () => {
    const { user } = renderWidget(<Tags />);
    const box = screen.getByRole('textbox', { name: '标签' });
    await user.type(box, 'abcde');
    expect(box).toHaveValue('ab,cd,e');
    expect(screen.getByTestId('value')).toHaveTextContent('ab,cd,e');
  });

  it('strips separators the user types', async () => {
    const { user } = renderWidget(<Tags />);
    const box = screen.getByRole('textbox', { name: '标签' });
    await user.type(box, 'a,b，c,,d');
    expect(box).toHaveValue('ab,cd');
  });

  it('regroups after a deletion, and backspace over a separator is not stuck', async () => {
    const { user } = renderWidget(<Tags initial="ab,cd,ef" />);
    const box = screen.getByRole('textbox', { name: '标签' });
    await user.click(box);
    await user.keyboard('{End}{Backspace}{Backspace}{Backspace}');
    expect(box).toHaveValue('ab,c');
    await user.keyboard('{Backspace}{Backspace}');
    expect(box).toHaveValue('a');
  });

  it('groups Chinese characters by two as well', async () => {
    const { user } = renderWidget(<Tags />);
    await user.type(screen.getByRole('textbox', { name: '标签' }), '省局网站');
    expect(screen.getByRole('textbox', { name: '标签' })).toHaveValue('省局,网站');
  });
});

describe('Ellipsis', () => {
  const long = '关于进一步加强全省政务公开工作的通知（征求意见稿）与附件';

  it('cuts to 25 characters and shows the full text in a tooltip on hover', async () => {
    const { user } = renderWidget(<Ellipsis value={long} />);
    const cut = screen.getByText(`${Array.from(long).slice(0, 25).join('')}...`);
    await user.hover(cut);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(long);
  });

  it('leaves short text alone, without a tooltip', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { user } = renderWidget(<Ellipsis value="短标题" />);
      await user.hover(screen.getByText('短标题'));
      // Well past the tooltip's enter delay (the long text's tooltip opens within it).
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes another length', () => {
    renderWidget(<Ellipsis value="abcdefghij" length={4} />);
    expect(screen.getByText('abcd...')).toBeInTheDocument();
  });
});

function Search({ mode, initial = '', ...rest }: Omit<SearchInputProps, 'value' | 'onChange'> & { initial?: string }) {
  return <Held initial={initial} widget={(value, onChange) => <SearchInput label="标题" mode={mode} value={value} onChange={onChange} {...rest} />} />;
}

describe('SearchInput', () => {
  it.each<[SearchMode, string]>([
    ['like', '*通知*'],
    ['ne', '!通知'],
    ['ge', '>=通知'],
    ['le', '<=通知'],
    ['eq', '通知'],
  ])('%s mode stores %s and shows the bare text', async (mode, stored) => {
    const { user } = renderWidget(<Search mode={mode} />);
    await user.type(screen.getByRole('textbox', { name: '标题' }), '通知');
    expect(screen.getByTestId('value')).toHaveTextContent(stored);
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('通知');
  });

  it('shows a stored wrapped value unwrapped and stores nothing for an empty box', async () => {
    const { user } = renderWidget(<Search mode="like" initial="*公告*" />);
    const box = screen.getByRole('textbox', { name: '标题' });
    expect(box).toHaveValue('公告');
    await user.clear(box);
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it('keeps operator characters typed in eq mode', async () => {
    const { user } = renderWidget(<Search mode="eq" />);
    await user.type(screen.getByRole('textbox', { name: '标题' }), '!a');
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('!a');
    expect(screen.getByTestId('value')).toHaveTextContent('!a');
  });

  it('searches on Enter', async () => {
    let searched = 0;
    const { user } = renderWidget(<Search mode="like" onSearch={() => (searched += 1)} />);
    await user.type(screen.getByRole('textbox', { name: '标题' }), 'x{Enter}');
    expect(searched).toBe(1);
  });
});
