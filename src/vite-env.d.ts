/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_API_TARGET?: string;
  readonly VITE_DEMO?: string;
  /** Other origins that menu URL templates may send the session token to (comma-separated). */
  readonly VITE_TRUSTED_ORIGINS?: string;
  readonly VITE_DEMO_LATENCY_MS?: string;
  /** The third-party provider's sign-in page; it returns to /user/login with thirdLoginToken and thirdType. Unset: 第三方登录 says it is not configured. */
  readonly VITE_THIRD_LOGIN_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
