/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_API_TARGET?: string;
  readonly VITE_DEMO?: string;
  /** Other origins that menu URL templates may send the session token to (comma-separated). */
  readonly VITE_TRUSTED_ORIGINS?: string;
  readonly VITE_DEMO_LATENCY_MS?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
