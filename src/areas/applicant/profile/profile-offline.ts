/** Personal information and hobbies are written under the profile's one version (ADR 0012). */
export const PROFILE_VERSION = 'applicant-profile';
