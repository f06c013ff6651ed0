/**
 * The request queues (platform.md §3 status sets): the kinds, each kind's statuses, and the only
 * moves between them. Pure, so the server decides with it and the client hides buttons with it.
 */

export const requestKinds = [
  'ProgramRegistration',
  'ProgramUserRegistration',
  'ProgramRename',
  'ProgramListingChange',
  'MedicalSchoolRegistration',
  'MedicalSchoolUserRegistration',
] as const;
export type RequestKind = (typeof requestKinds)[number];

export const requestStatuses = [
  'Unknown',
  'Pending',
  'Approved',
  'Accepted',
  'Declined',
  'Cancelled',
] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** Each kind's status set, word for word (platform.md §3). */
export const requestStatusSets: Record<RequestKind, readonly RequestStatus[]> = {
  ProgramUserRegistration: ['Unknown', 'Pending', 'Accepted', 'Declined', 'Cancelled'],
  ProgramRegistration: ['Pending', 'Approved', 'Declined'],
  ProgramRename: ['Pending', 'Approved', 'Declined', 'Cancelled'],
  ProgramListingChange: ['Pending', 'Approved', 'Declined', 'Cancelled'],
  MedicalSchoolRegistration: ['Pending', 'Approved', 'Declined'],
  MedicalSchoolUserRegistration: ['Pending', 'Approved', 'Declined', 'Cancelled'],
};

/** A program user registration is Accepted; every other kind is Approved. */
export function approvedStatusOf(kind: RequestKind): RequestStatus {
  return kind === 'ProgramUserRegistration' ? 'Accepted' : 'Approved';
}

export function canBeCancelled(kind: RequestKind): boolean {
  return requestStatusSets[kind].includes('Cancelled');
}

export type RequestDecision = 'approve' | 'decline' | 'cancel';

export type RequestMove =
  | { ok: true; to: RequestStatus }
  /** AlreadyDecided: not Pending any more (409). NotCancellable: the kind has no Cancelled (409). NotRequester: 403. */
  | { ok: false; reason: 'AlreadyDecided' | 'NotCancellable' | 'NotRequester' };

/**
 * Only a Pending request moves, and only once: approve (Approved or Accepted), decline, or cancel —
 * the last only by its requester and only for kinds whose set has Cancelled.
 */
export function decideRequestMove(
  kind: RequestKind,
  from: RequestStatus,
  decision: RequestDecision,
  by: { isRequester: boolean } = { isRequester: false },
): RequestMove {
  if (decision === 'cancel') {
    if (!canBeCancelled(kind)) return { ok: false, reason: 'NotCancellable' };
    if (!by.isRequester) return { ok: false, reason: 'NotRequester' };
  }
  if (from !== 'Pending') return { ok: false, reason: 'AlreadyDecided' };
  const to =
    decision === 'approve' ? approvedStatusOf(kind) : decision === 'decline' ? 'Declined' : 'Cancelled';
  return { ok: true, to };
}

/** What a list row offers, computed on the server from the same rules. */
export function requestActions(
  kind: RequestKind,
  status: RequestStatus,
  viewer: { isAdmin: boolean; isRequester: boolean },
): { canApprove: boolean; canDecline: boolean; canCancel: boolean } {
  const pending = status === 'Pending';
  return {
    canApprove: viewer.isAdmin && pending,
    canDecline: viewer.isAdmin && pending,
    canCancel: decideRequestMove(kind, status, 'cancel', { isRequester: viewer.isRequester }).ok,
  };
}

/** The list names of platform.md §3 "list update notification kinds", for 'You have a new {kind}.' (§6). */
export const requestNoticeKinds: Record<RequestKind, string> = {
  ProgramRegistration: 'NewProgramRequests',
  ProgramUserRegistration: 'ProgramUserRegistrationRequests',
  ProgramRename: 'ProgramRenameRequests',
  ProgramListingChange: 'ProgramPositionsCountChangeRequests',
  MedicalSchoolRegistration: 'MedicalSchoolRegistrationRequests',
  MedicalSchoolUserRegistration: 'MedicalSchoolUserRequests',
};

/** A URL-safe code suggested from a name and a number (the admin may change it before approving). */
export function suggestCode(name: string, serial: number): string {
  const initials = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 8);
  return `${initials || 'X'}-${serial}`;
}

/** How mails and notices name a kind ('You have a new program rename request.'). */
export const requestKindLabels: Record<RequestKind, string> = {
  ProgramRegistration: 'program registration request',
  ProgramUserRegistration: 'program user registration request',
  ProgramRename: 'program rename request',
  ProgramListingChange: 'program positions count change request',
  MedicalSchoolRegistration: 'medical school registration request',
  MedicalSchoolUserRegistration: 'medical school user request',
};
