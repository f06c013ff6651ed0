/**
 * The real-time hubs' questions to the database: may this caller join a group (the facts for
 * server/policies/hub-groups.policy.ts), and which connected sessions still live (one statement
 * for every connection of the node, asked every few seconds).
 */

import type { HubName } from '../../../core/realtime/hubs.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  findApplicationParties,
  isProgramMember,
  listLiveSessionIds,
  takesPartInCycle,
} from '../../db/repositories/hub-access.repository.ts';
import {
  type HubGroupCaller,
  type HubGroupFacts,
  mayJoinHubGroup,
  parseHubGroup,
} from '../../policies/hub-groups.policy.ts';

export type HubAccessService = ReturnType<typeof createHubAccessService>;

export function createHubAccessService(deps: { db: DbExecutor; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** True when the caller may AddToGroup `name`; false for unknown names and refused groups. */
    async mayJoinGroup(caller: HubGroupCaller, name: string, hub?: HubName): Promise<boolean> {
      const group = parseHubGroup(name);
      if (!group) return false;
      if (caller.roles.includes('Admin')) return mayJoinHubGroup(caller, group, {}, hub);
      const facts: HubGroupFacts = {};
      switch (group.kind) {
        case 'program':
          if (caller.roles.includes('ProgramUser')) {
            facts.isProgramMember = await isProgramMember(db, caller.userId, group.programId);
          }
          break;
        case 'cycle':
          facts.takesPartInCycle = await takesPartInCycle(db, caller.userId, group.cycleCode);
          break;
        case 'application':
          facts.application = await findApplicationParties(db, group.applicationId, caller.userId);
          break;
        default:
          break;
      }
      return mayJoinHubGroup(caller, group, facts, hub);
    },

    /** Of the given session ids, those still live (not revoked or ended, user active). */
    liveSessionIds(sessionIds: readonly string[]): Promise<Set<string>> {
      return listLiveSessionIds(db, sessionIds, clock.now());
    },
  };
}
