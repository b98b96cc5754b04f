import { afterEach, describe, expect, it } from 'vitest';
import { notifier } from '@/ui/notify/notifier';

describe('one failure, one message', () => {
  afterEach(() => notifier.clear());

  it('shows a screen repeating the HTTP client’s failure once, whatever its level or title', () => {
    notifier.show('error', '服务器内部错误', '系统提示');
    notifier.show('warning', '服务器内部错误');
    notifier.show('error', '服务器内部错误');
    expect(notifier.getSnapshot().map((n) => n.message)).toEqual(['服务器内部错误']);
  });

  it('still shows a success beside a failure, and different failures apart', () => {
    notifier.show('error', '服务器内部错误', '系统提示');
    notifier.show('success', '服务器内部错误');
    notifier.show('warning', '职务编码已存在');
    expect(notifier.getSnapshot().map((n) => `${n.level}:${n.message}`)).toEqual(['error:服务器内部错误', 'success:服务器内部错误', 'warning:职务编码已存在']);
  });
});
