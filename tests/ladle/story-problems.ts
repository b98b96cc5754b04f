/**
 * What a story must not do, checked both where every story renders (the jsdom story tests) and
 * where the built Ladle opens them in Chromium (the browser sweep):
 *  - call a `/zw-lgb2` path the fake backend does not know (its 404 envelope 路径不存在);
 *  - show an error message of the HTTP layer, unless the story promises a failure.
 */

/** Story names that promise a failure: their error messages and failed loads are what they show. */
export const ERROR_STORY = /(error|fail|timeout|timed-out|offline|expired|denied|forbidden|unauthori[sz]ed|malformed|unreadable|broken|rejected|conflict|not-found|40[134]|50[0-4]|失败|错误|超时)/i;
/** Story names that promise a wait: a backend call may stay pending. */
export const WAITING_STORY = /(loading|pending|waiting|slow|saving|submitting|in-flight|加载)/i;

/** The HTTP layer's error texts (src/api/messages.ts) and the fake backend's unknown-path answer. */
export const ERROR_TEXTS = ['系统提示', '服务器返回了无法识别的数据', '请求失败（HTTP', '很抱歉，登录已过期', '拒绝访问', '很抱歉，资源未找到', '网络超时', '网络连接失败', '路径不存在', 'Token失效'];

/** The fake backend's answer to a path it has no endpoint for. */
export const UNKNOWN_PATH_ANSWER = '路径不存在';

/** The HTTP layer's error texts found in `text`, each with a little of what surrounds it. */
export function errorTextsIn(text: string): string[] {
  const found: string[] = [];
  for (const message of ERROR_TEXTS) {
    const at = text.indexOf(message);
    if (at >= 0) found.push(`shows the error text 「${message}」: …${text.slice(Math.max(0, at - 40), at + 80).replace(/\s+/g, ' ')}…`);
  }
  return found;
}
