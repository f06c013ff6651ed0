/**
 * Who may join a hub group by hand (AddToGroup), with the rules of the HTTP routes that show the
 * same data. Pure: server/services/realtime/hub-access.service.ts loads the facts a group needs.
 *
 * - `user:<id>` and `role:<role>`: never by hand (every connection is put in its own on connect);
 * - `program:<id>`: admins and the program's users;
 * - `cycle:<code>`: admins, applicants registered for the cycle, users of a program taking part;
 * - `entity:application:<id>`: admins, the applicant, the users of the application's program; on the
 *   ProgramApplicationNotes hub only admins and the program's users (the notes are the program's own);
 * - anything else: no one.
 */
import type { Role } from '../../core/domain/roles.ts';
import type { HubName } from '../../core/realtime/hubs.ts';

export type HubGroup =
  | { kind: 'user' }
  | { kind: 'role' }
  | { kind: 'program'; programId: number }
  | { kind: 'cycle'; cycleCode: string }
  | { kind: 'application'; applicationId: number };

/** Group names are short: a longer argument is refused before any lookup. */
export const MAX_GROUP_NAME_LENGTH = 200;

const positiveId = (text: string | undefined): number | null => {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
};

/** The group a name denotes (core/realtime/hubs.ts hubGroups), or null for a name we do not know. */
export function parseHubGroup(name: string): HubGroup | null {
  if (name.length === 0 || name.length > MAX_GROUP_NAME_LENGTH) return null;
  const [kind, first, second, ...rest] = name.split(':');
  if (kind === 'user' && first) return { kind: 'user' };
  if (kind === 'role' && first) return { kind: 'role' };
  if (kind === 'program' && second === undefined) {
    const programId = positiveId(first);
    return programId === null ? null : { kind: 'program', programId };
  }
  if (kind === 'cycle' && first && second === undefined && /^[A-Za-z0-9._-]{1,64}$/.test(first)) {
    return { kind: 'cycle', cycleCode: first };
  }
  if (kind === 'entity' && first === 'application' && rest.length === 0) {
    const applicationId = positiveId(second);
    return applicationId === null ? null : { kind: 'application', applicationId };
  }
  return null;
}

export type HubGroupCaller = { userId: string; roles: readonly Role[] };

/** What the service loaded for the group (only the fact its kind needs). */
export type HubGroupFacts = {
  isProgramMember?: boolean;
  takesPartInCycle?: boolean;
  application?: { applicantUserId: string; isProgramMember: boolean } | null;
};

/** Hubs whose application groups carry what only the program sees. */
const programOnlyApplicationHubs: readonly HubName[] = ['ProgramApplicationNotes'];

export function mayJoinHubGroup(
  caller: HubGroupCaller,
  group: HubGroup,
  facts: HubGroupFacts,
  hub?: HubName,
): boolean {
  const isAdmin = caller.roles.includes('Admin');
  switch (group.kind) {
    case 'user':
    case 'role':
      return false;
    case 'program':
      return isAdmin || (caller.roles.includes('ProgramUser') && facts.isProgramMember === true);
    case 'cycle':
      return isAdmin || facts.takesPartInCycle === true;
    case 'application': {
      if (isAdmin) return true;
      const application = facts.application;
      if (!application) return false;
      const applicantMayJoin = !hub || !programOnlyApplicationHubs.includes(hub);
      if (
        applicantMayJoin &&
        caller.roles.includes('Applicant') &&
        application.applicantUserId === caller.userId
      )
        return true;
      return caller.roles.includes('ProgramUser') && application.isProgramMember;
    }
  }
}

/** Leaving is always allowed, except the groups every connection keeps (its user and roles). */
export function mayLeaveHubGroup(group: HubGroup | null): boolean {
  return group === null || (group.kind !== 'user' && group.kind !== 'role');
}
