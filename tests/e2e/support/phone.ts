/**
 * A phone in portrait (about an iPhone 13's CSS pixels) in Chromium: applicants do most of their work
 * on phones, so the applicant journeys run at this size with touch and the mobile viewport meta honored.
 */
export const phoneViewport = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;
