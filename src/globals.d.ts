/** Build-time constants injected by Vite `define` (vite.config.ts). */
declare const __BUILD_DATE__: string;
declare const __COMMIT_HASH__: string;
declare const __BRANCH_NAME__: string;
declare const __COMMIT_DATE__: string;
declare const __APP_VERSION__: string;
