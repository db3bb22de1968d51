/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' hides the demo accounts on the sign-in page. */
  readonly VITE_HIDE_DEMO_ACCOUNTS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
