/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_API_TARGET?: string;
  readonly VITE_DEMO?: string;
  readonly VITE_DEMO_LATENCY_MS?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
