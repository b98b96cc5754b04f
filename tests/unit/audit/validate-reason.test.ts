import { describe, expect, it } from 'vitest';
import { validateReason } from '@/features/audit/AuditDialog';

describe('validateReason', () => {
  it('requires a reason that is not only blanks', () => {
    expect(validateReason('')).toBe('请填写驳回原因');
    expect(validateReason('  \n ')).toBe('请填写驳回原因');
  });

  it('accepts up to 200 characters, counting CJK and astral characters as one each', () => {
    expect(validateReason('错'.repeat(200))).toBeNull();
    expect(validateReason('😀'.repeat(200))).toBeNull();
    expect(validateReason('错'.repeat(201))).toBe('驳回原因不能超过200个字');
  });
});
