/**
 * The hub methods clients may invoke, per hub (core/realtime/hubs.ts `hubMethods` lists the names
 * of platform.md §7). A method not registered answers `Unknown hub method 'X'`: the invitation
 * queue's, Meeting's and MeetingDashboard's belong to later issues. Names match case-insensitively,
 * as in ASP.NET.
 */
import { type HubName, hubMethods } from '../../core/realtime/hubs.ts';
import { AppError, forbiddenResource } from '../errors.ts';
import { mayLeaveHubGroup, parseHubGroup } from '../policies/hub-groups.policy.ts';
import type { AuthContext } from '../services/auth/session.service.ts';
import type { HubAccessService } from '../services/realtime/hub-access.service.ts';
import type { HubConnection } from './hub-connection.ts';

export type HubMethodContext = {
  hub: HubName;
  auth: AuthContext;
  connection: HubConnection;
  joinGroup(group: string): void;
  leaveGroup(group: string): void;
};

export type HubMethod = {
  /** The arguments the method takes; another count is refused before the handler runs. */
  arity: number;
  handler(context: HubMethodContext, args: unknown[]): unknown | Promise<unknown>;
};

/** A refusal meant for the caller: its message reaches the client after ` HubException: `. */
export class HubError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HubError';
  }
}

/** An argument of the wrong shape: answered as a binding failure. */
export class HubArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HubArgumentError';
  }
}

export const isUserFacingHubError = (error: unknown): error is Error =>
  error instanceof HubError || error instanceof AppError;

export class HubMethodRegistry {
  private readonly methods = new Map<string, HubMethod>();

  private static key(hub: HubName, name: string): string {
    return `${hub}.${name.toLowerCase()}`;
  }

  /** Binds a method; a second binding of the same name replaces the first. */
  register(hub: HubName, name: string, method: HubMethod): void {
    this.methods.set(HubMethodRegistry.key(hub, name), method);
  }

  find(hub: HubName, name: string): HubMethod | undefined {
    return this.methods.get(HubMethodRegistry.key(hub, name));
  }
}

/** The argument as a group name (a string). */
function groupArgument(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) {
    throw new HubArgumentError('The group name must be a non-empty string of at most 200 characters.');
  }
  return value;
}

/** The hubs whose clients join groups by hand (platform.md §7). */
export const hubsWithGroups = (Object.keys(hubMethods) as (keyof typeof hubMethods)[]).filter((hub) =>
  (hubMethods[hub] as readonly string[]).includes('AddToGroup'),
);

/** AddToGroup / RemoveFromGroup on every hub that lists them, authorized by the hub-groups policy. */
export function registerGroupMethods(registry: HubMethodRegistry, access: () => HubAccessService): void {
  for (const hub of hubsWithGroups) {
    registry.register(hub, 'AddToGroup', {
      arity: 1,
      async handler(context, [value]) {
        const group = groupArgument(value);
        const allowed = await access().mayJoinGroup(context.auth, group);
        if (!allowed) throw forbiddenResource();
        context.joinGroup(group);
      },
    });
    registry.register(hub, 'RemoveFromGroup', {
      arity: 1,
      handler(context, [value]) {
        const group = groupArgument(value);
        if (!mayLeaveHubGroup(parseHubGroup(group))) throw forbiddenResource();
        context.leaveGroup(group);
      },
    });
  }
}
