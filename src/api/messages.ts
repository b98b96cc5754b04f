/** User-facing texts of the HTTP layer, copied from console.md §8. */
export const MSG = {
  systemTip: '系统提示',
  unauthorized: '很抱歉，登录已过期，请重新登录',
  tokenInvalid: '登录已过期',
  relogin: '重新登录',
  forbidden: '拒绝访问',
  notFound: '很抱歉，资源未找到!',
  timeout: '网络超时',
  network: '网络连接失败，请检查网络',
  malformed: '服务器返回了无法识别的数据',
  businessFallback: '操作失败',
  httpFallback: (status: number) => `请求失败（HTTP ${status}）`,
  emptyMenu: 'getPermissionList: permissions must be a non-null array !',
  /** What the login page says after an empty menu sent the user back. */
  noMenuGranted: '该账号没有任何菜单权限，请联系管理员授权',
  refreshCacheOk: '刷新缓存完成！',
  refreshCacheFail: '刷新缓存失败！',
  emptyDictCode: '字典Code不能为空!',
} as const;
