/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The fixed platform identifier sent in the platform header (not a secret). */
  readonly VITE_PLATFORM_ID?: string;
  /** Where the Register button leads: the external site's sign-up page. */
  readonly VITE_REGISTER_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
