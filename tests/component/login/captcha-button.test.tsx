/** The captcha picture is a real, labelled button: found by its name, pressed by Enter and Space. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAPTCHA_REFRESH_LABEL, CaptchaImage } from '@/features/login/CaptchaImage';

const IMAGE = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><title>captcha:AB12</title></svg>');

function setup(props: Partial<Parameters<typeof CaptchaImage>[0]> = {}) {
  const onRefresh = vi.fn();
  render(<CaptchaImage image={IMAGE} loading={false} error={null} demo={false} onRefresh={onRefresh} {...props} />);
  return { onRefresh, u: userEvent.setup({ delay: null }) };
}

describe('CaptchaImage', () => {
  it('is a <button> named 看不清？点击更换验证码 that holds the picture', () => {
    setup();
    const button = screen.getByRole('button', { name: CAPTCHA_REFRESH_LABEL });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toContainElement(screen.getByRole('img', { name: '验证码' }));
  });

  it('is reached with Tab and refreshes on Enter and on Space', async () => {
    const { onRefresh, u } = setup();
    await u.tab();
    expect(screen.getByRole('button', { name: CAPTCHA_REFRESH_LABEL })).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await u.keyboard(' ');
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('is disabled while loading, so a second press never asks twice', async () => {
    const { onRefresh, u } = setup({ loading: true, image: null });
    const button = screen.getByRole('button', { name: CAPTCHA_REFRESH_LABEL });
    expect(button).toBeDisabled();
    // MUI also turns pointer events off on a disabled button: press it regardless, as a hurried user would.
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(button);
    await u.tab();
    await u.keyboard('{Enter}');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('keeps its name when the picture failed, and a press asks again', async () => {
    const { onRefresh, u } = setup({ image: null, error: '获取验证码失败' });
    const button = screen.getByRole('button', { name: CAPTCHA_REFRESH_LABEL });
    expect(button).toHaveTextContent('获取验证码失败');
    await u.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
