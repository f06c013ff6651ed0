/** Client configuration fixed at build time (VITE_* variables). */
export const appConfig = {
  /** Where users write when something breaks (business.md §2.9 bug report text). */
  supportEmail: (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) ?? 'support@matchline.test',
  buildDate: __BUILD_DATE__,
  commitHash: __COMMIT_HASH__,
  branchName: __BRANCH_NAME__,
  commitDate: __COMMIT_DATE__,
  version: __APP_VERSION__,
  environment: import.meta.env.MODE,
};
