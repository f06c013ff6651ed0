import { create } from 'zustand';
import { normalizePath } from '../../../core/domain/routes.ts';
import { readStored, writeStored } from '../storage/local-store.ts';

/**
 * Where a user last worked: the applicant's match cycle and the program user's program. The shell
 * links the season's destinations (rank list, applications, …) there when the address does not name
 * one, e.g. on the applicant's landing page or the profile. Kept per user on the device.
 */
export type ShellPlaces = {
  applicantCycleCode: string | null;
  program: { matchCycleCode: string; programCode: string } | null;
  /** The medical school user's school (its messages and notifications live under it). */
  medicalSchoolCode?: string | null;
};

const nowhere: ShellPlaces = { applicantCycleCode: null, program: null };

function readPlaces(userId: string): ShellPlaces {
  try {
    const stored = JSON.parse(readStored('shellPlaces', userId) ?? 'null') as Partial<ShellPlaces> | null;
    const program = stored?.program;
    return {
      applicantCycleCode: typeof stored?.applicantCycleCode === 'string' ? stored.applicantCycleCode : null,
      medicalSchoolCode: typeof stored?.medicalSchoolCode === 'string' ? stored.medicalSchoolCode : null,
      program:
        program && typeof program.matchCycleCode === 'string' && typeof program.programCode === 'string'
          ? { matchCycleCode: program.matchCycleCode, programCode: program.programCode }
          : null,
    };
  } catch {
    return nowhere;
  }
}

type ShellPlacesState = {
  byUser: Record<string, ShellPlaces>;
  remember: (userId: string, places: Partial<ShellPlaces>) => void;
};

export const useShellPlaces = create<ShellPlacesState>((set, get) => ({
  byUser: {},
  remember: (userId, places) => {
    const current = placesOf(get(), userId);
    const next: ShellPlaces = { ...current, ...places };
    if (JSON.stringify(next) === JSON.stringify(current) && get().byUser[userId]) return;
    writeStored('shellPlaces', JSON.stringify(next), userId);
    set((s) => ({ byUser: { ...s.byUser, [userId]: next } }));
  },
}));

/** The user's places: from memory, else from the device. */
export function placesOf(state: Pick<ShellPlacesState, 'byUser'>, userId: string | null): ShellPlaces {
  if (!userId) return nowhere;
  return state.byUser[userId] ?? readPlaces(userId);
}

/** The applicant's first address segments that are not a match cycle's code. */
const applicantNonCycleSegments = new Set([
  'landing',
  'profile',
  'register-for-match-cycle',
  'home',
  'go',
  // A notification's link to a vacancy (it knows no cycle).
  'vacancies',
]);
/** Program user pages outside a cycle and program: vacancies and retina/survey (business.md §2.3). */
const programUserNonCycleSegments = new Set(['landing', 'vacancies', 'retina']);

/**
 * The places an address names: `/applicant/:cycle/…`, `/program-user/:cycle/:program/…`,
 * `/medical-school/:school/…`.
 */
export function placesInPath(path: string): Partial<ShellPlaces> {
  const parts = normalizePath(path).split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'applicant' && parts[1] && !applicantNonCycleSegments.has(parts[1])) {
    return { applicantCycleCode: parts[1] };
  }
  if (parts[0] === 'program-user' && parts[1] && !programUserNonCycleSegments.has(parts[1]) && parts[2]) {
    return { program: { matchCycleCode: parts[1], programCode: parts[2] } };
  }
  if (parts[0] === 'medical-school' && parts[1]) return { medicalSchoolCode: parts[1] };
  return {};
}
