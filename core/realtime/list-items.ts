/**
 * The admin lists whose new items are announced live (platform.md §3 list update notification kinds,
 * §4 and business.md §6: 'You have a new {kind}.'), and which hub carries each request queue's
 * status changes (platform.md §7).
 */
import type { RequestKind } from '../domain/request-kinds.ts';
import type { HubName } from './hubs.ts';

export const listUpdateKinds = [
  'FailedMergeAssurance',
  'FailedQualityAssurance',
  'LorUploadRequest',
  'NewProgramRequests',
  'ProgramUserRegistrationRequests',
  'ProgramRenameRequests',
  'ProgramPositionsCountChangeRequests',
  'MedicalSchoolRegistrationRequests',
  'MedicalSchoolUserRequests',
] as const;
export type ListUpdateKind = (typeof listUpdateKinds)[number];

/** The kind as the notice names it: 'You have a new {label}.' */
export const listUpdateKindLabels: Record<ListUpdateKind, string> = {
  FailedMergeAssurance: 'failed merge',
  FailedQualityAssurance: 'failed quality assurance',
  LorUploadRequest: 'LOR upload request',
  NewProgramRequests: 'new program request',
  ProgramUserRegistrationRequests: 'program user registration request',
  ProgramRenameRequests: 'program rename request',
  ProgramPositionsCountChangeRequests: 'program positions count change request',
  MedicalSchoolRegistrationRequests: 'medical school registration request',
  MedicalSchoolUserRequests: 'medical school user request',
};

/** How the notice is shown (platform.md §4: info or success). */
export const listUpdateNoticeTypes = ['info', 'success'] as const;
export type ListUpdateNoticeType = (typeof listUpdateNoticeTypes)[number];

/** `NewItemNotify` arguments: the list and how to show the notice. */
export type NewItemNotice = { listKind: ListUpdateKind; type: ListUpdateNoticeType };

/** Each request queue: the list its new items are announced in, the hub its status changes use. */
export const requestQueueHubs: Record<RequestKind, { listKind: ListUpdateKind; hub: HubName }> = {
  ProgramRegistration: { listKind: 'NewProgramRequests', hub: 'ProgramRequest' },
  ProgramUserRegistration: {
    listKind: 'ProgramUserRegistrationRequests',
    hub: 'ProgramUserRegistrationRequest',
  },
  ProgramRename: { listKind: 'ProgramRenameRequests', hub: 'ProgramRenameRequests' },
  ProgramListingChange: { listKind: 'ProgramPositionsCountChangeRequests', hub: 'PositionsCountRequest' },
  MedicalSchoolRegistration: {
    listKind: 'MedicalSchoolRegistrationRequests',
    hub: 'MedicalSchoolRegistrationRequests',
  },
  MedicalSchoolUserRegistration: {
    listKind: 'MedicalSchoolUserRequests',
    hub: 'MedicalSchoolFirstUserRegistrationRequests',
  },
};

/** `StatusChanged` arguments of a request queue's hub. */
export type RequestStatusChange = { id: number; kind: RequestKind; status: string };
