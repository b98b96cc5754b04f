import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { SliderVerify } from '@/widgets/form';
import { renderWidget } from './render';

// width 300 - handle 40: the handle travels 260 px.
const END = 260;

function drag(keys: 'MouseLeft' | 'TouchA', to: number) {
  const handle = screen.getByRole('slider');
  return [
    { keys: `[${keys}>]`, target: handle, coords: { clientX: 10, clientY: 5 } },
    { pointerName: keys === 'TouchA' ? 'TouchA' : undefined, target: handle, coords: { clientX: 10 + to / 2, clientY: 5 } },
    { pointerName: keys === 'TouchA' ? 'TouchA' : undefined, target: handle, coords: { clientX: 10 + to, clientY: 5 } },
  ];
}

describe('SliderVerify', () => {
  it('starts as 拖动滑块验证 and passes with 验证通过 when dragged to the end by mouse', async () => {
    const onChange = vi.fn();
    const { user } = renderWidget(<SliderVerify onChange={onChange} />);
    expect(screen.getByRole('status')).toHaveTextContent('拖动滑块验证');
    await user.pointer([...drag('MouseLeft', END), { keys: '[/MouseLeft]' }]);
    expect(screen.getByRole('status')).toHaveTextContent('验证通过');
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '100');
  });

  it('snaps back when the mouse is released before the end', async () => {
    const onChange = vi.fn();
    const { user } = renderWidget(<SliderVerify onChange={onChange} />);
    await user.pointer([...drag('MouseLeft', 150), { keys: '[/MouseLeft]' }]);
    expect(screen.getByRole('status')).toHaveTextContent('拖动滑块验证');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows the pointer while dragging', async () => {
    const { user } = renderWidget(<SliderVerify />);
    await user.pointer(drag('MouseLeft', 130));
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '50');
  });

  it('passes with a touch drag and resets on an early lift', async () => {
    const { user } = renderWidget(<SliderVerify />);
    await user.pointer([...drag('TouchA', 100), { keys: '[/TouchA]', target: screen.getByRole('slider') }]);
    expect(screen.getByRole('status')).toHaveTextContent('拖动滑块验证');
    await user.pointer([...drag('TouchA', END + 40), { keys: '[/TouchA]', target: screen.getByRole('slider') }]);
    expect(screen.getByRole('status')).toHaveTextContent('验证通过');
  });

  it('works from the keyboard: arrows step, End finishes', async () => {
    const onChange = vi.fn();
    const { user } = renderWidget(<SliderVerify onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('slider')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '20');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '10');
    await user.keyboard('{End}');
    expect(screen.getByRole('status')).toHaveTextContent('验证通过');
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('reaches the end with enough arrow presses', async () => {
    const { user } = renderWidget(<SliderVerify />);
    await user.tab();
    await user.keyboard('{ArrowRight>10/}');
    expect(screen.getByRole('status')).toHaveTextContent('验证通过');
  });

  it('snaps back when keyboard focus leaves before the end', async () => {
    const { user } = renderWidget(<SliderVerify />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await user.tab();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
  });

  it('cannot be undone once passed', async () => {
    const onChange = vi.fn();
    const { user } = renderWidget(<SliderVerify onChange={onChange} />);
    await user.tab();
    await user.keyboard('{End}');
    await user.keyboard('{Home}{ArrowLeft}');
    await user.pointer([{ keys: '[MouseLeft>]', target: screen.getByRole('slider'), coords: { clientX: 270 } }, { target: screen.getByRole('slider'), coords: { clientX: 0 } }, { keys: '[/MouseLeft]' }]);
    expect(screen.getByRole('status')).toHaveTextContent('验证通过');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '100');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('ignores input when disabled', async () => {
    const { user } = renderWidget(<SliderVerify disabled />);
    await user.pointer([...drag('MouseLeft', END), { keys: '[/MouseLeft]' }]);
    expect(screen.getByRole('status')).toHaveTextContent('拖动滑块验证');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-disabled', 'true');
  });

  it('can be reset by its owner through value', async () => {
    function Owner() {
      const [ok, setOk] = useState(false);
      return (
        <>
          <SliderVerify value={ok} onChange={setOk} />
          <button type="button" onClick={() => setOk(false)}>重置</button>
        </>
      );
    }
    const { user } = renderWidget(<Owner />);
    screen.getByRole('slider').focus();
    await user.keyboard('{End}');
    expect(screen.getByRole('status')).toHaveTextContent('验证通过');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(screen.getByRole('status')).toHaveTextContent('拖动滑块验证');
  });
});
