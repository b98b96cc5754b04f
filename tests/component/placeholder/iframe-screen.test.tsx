import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import IframeScreen from '@/features/placeholder/IframeScreen';

describe('iframe menu screens', () => {
  it('let a page of this site share the origin', () => {
    render(<IframeScreen title="报表" component="layouts/IframePageView" url="/zw-lgb2/jmreport/list" />);
    expect(screen.getByTitle('报表').getAttribute('sandbox')).toContain('allow-same-origin');
  });

  it('sandbox a page of another origin away from this site', () => {
    render(<IframeScreen title="外部" component="layouts/IframePageView" url="https://other.example/page" />);
    const sandbox = screen.getByTitle('外部').getAttribute('sandbox') ?? '';
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
  });

  it('says so when the entry has no usable address', () => {
    render(<IframeScreen title="空" component="layouts/IframePageView" />);
    expect(screen.getByText('该菜单没有可用的地址。')).toBeInTheDocument();
  });
});
