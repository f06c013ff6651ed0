import type { FileStorage } from '../../../services/uploads/storage.ts';

/** What the applicant-season seed steps get from the main seed (ids by natural key). */
export type ApplicantSeedContext = {
  season: number;
  now: Date;
  /** User ids by email (the demo accounts and the demo applicants). */
  userIds: Map<string, string>;
  /** Match cycle ids by short name (the matchCycleCode, e.g. OPH-2026). */
  cycleIds: Map<string, number>;
  /** Program ids by program code. */
  programIds: Map<string, number>;
  /** Upload storage for demo files (null: seed no files, e.g. in tests of the seed itself). */
  storage: FileStorage | null;
};
