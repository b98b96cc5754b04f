import { describe, expect, it } from 'vitest';
import { configuredTrustedOrigins, isOpenableUrl, isSameOrigin, isTrustedOrigin, originOf } from '@/lib/safe-url';

describe('URLs the console may open', () => {
  it('opens http(s) URLs and paths of this site only', () => {
    expect(isOpenableUrl('https://files.example/a.pdf')).toBe(true);
    expect(isOpenableUrl('/zw-lgb2/sys/common/static/a.pdf')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>1</script>', 'file:///etc/passwd', 'vbscript:x', '']) {
      expect(isOpenableUrl(bad)).toBe(false);
    }
  });

  it('knows this site from other origins', () => {
    expect(isSameOrigin('/a/b')).toBe(true);
    expect(isSameOrigin(`${location.origin}/x`)).toBe(true);
    expect(isSameOrigin('https://evil.example/x')).toBe(false);
    expect(originOf('javascript:alert(1)')).toBeNull();
  });

  it('trusts this site and the configured origins only', () => {
    const trusted = configuredTrustedOrigins(' https://report.bureau.gov.cn/path , javascript:x ,');
    expect(trusted).toEqual(['https://report.bureau.gov.cn']);
    expect(isTrustedOrigin('https://report.bureau.gov.cn', trusted)).toBe(true);
    expect(isTrustedOrigin(location.origin, [])).toBe(true);
    expect(isTrustedOrigin('https://evil.example', trusted)).toBe(false);
    expect(isTrustedOrigin(null, trusted)).toBe(false);
  });
});
