/**
 * The hub methods clients may invoke, per hub (core/realtime/hubs.ts `hubMethods` lists the names
 * of platform.md §7). A method not registered answers `Unknown hub method 'X'`; Meeting's and
 * MeetingDashboard's are in meeting-hub-methods.ts. Names match case-insensitively, as in ASP.NET.
 */
import type { Access } from '../../core/contracts/http.ts';
import {
  queueApplicationIds,
  queueCycleCode,
  queueHistoryPage,
  queueProgramId,
  queueSettingsInput,
  queueStopInput,
  queueUpdateInput,
} from '../../core/contracts/interviews/invitation-queue.contract.ts';
import { messagingRoles } from '../../core/contracts/messaging/message-threads.contract.ts';
import { type HubName, hubMethods } from '../../core/realtime/hubs.ts';
import { AppError, forbiddenResource } from '../errors.ts';
import { mayLeaveHubGroup, parseHubGroup } from '../policies/hub-groups.policy.ts';
import type { AuthContext } from '../services/auth/session.service.ts';
import type { InvitationQueueService } from '../services/interviews/invitation-queue.service.ts';
import type { MessageThreadService } from '../services/messaging/message-threads.service.ts';
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
  /** The arguments the method takes (a count, or [fewest, most]); another count is refused before the handler runs. */
  arity: number | readonly [number, number];
  /** Who may call it (as a route's access); absent: every signed-in user. */
  access?: Access;
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

/** Whether `count` arguments fit the method. */
export function arityFits(arity: HubMethod['arity'], count: number): boolean {
  return typeof arity === 'number' ? count === arity : count >= arity[0] && count <= arity[1];
}

/** The arity as the binding error says it. */
export const arityText = (arity: HubMethod['arity']) =>
  typeof arity === 'number' ? String(arity) : `${arity[0]} to ${arity[1]}`;

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
        const allowed = await access().mayJoinGroup(context.auth, group, hub);
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

/** A page of a list: none (the first 20), `{page, pageSize}`, or `page, pageSize`. */
function pageArguments(args: unknown[]): { page: number; pageSize: number } {
  const [first, second] = args;
  const source =
    typeof first === 'object' && first !== null
      ? (first as { page?: unknown; pageSize?: unknown })
      : { page: first, pageSize: second };
  const page = source.page ?? 1;
  const pageSize = source.pageSize ?? 20;
  if (!Number.isInteger(page) || (page as number) < 1 || !Number.isInteger(pageSize)) {
    throw new HubArgumentError(
      'The page must be a positive integer and the page size an integer from 1 to 100.',
    );
  }
  if ((pageSize as number) < 1 || (pageSize as number) > 100) {
    throw new HubArgumentError(
      'The page must be a positive integer and the page size an integer from 1 to 100.',
    );
  }
  return { page: page as number, pageSize: pageSize as number };
}

/**
 * The methods backed by a service. MessageCenter.GetSentMessagesHistory answers the caller's sent
 * messages, newest first (services.messageThreads.sentHistory), as the Completion's result.
 */
export function registerServiceMethods(
  registry: HubMethodRegistry,
  services: () => {
    messageThreads: Pick<MessageThreadService, 'sentHistory'>;
    invitationQueue: InvitationQueueService;
  },
): void {
  registry.register('MessageCenter', 'GetSentMessagesHistory', {
    arity: [0, 2],
    // The roles of the message centre's HTTP routes.
    access: messagingRoles,
    handler: (context, args) => services().messageThreads.sentHistory(context.auth, pageArguments(args)),
  });
  registerInvitationQueueMethods(registry, () => services().invitationQueue);
}

/** The argument parsed by `schema`, or a binding failure saying which argument is wrong. */
export function argumentOf<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
  refusal: string,
): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HubArgumentError(refusal);
  return parsed.data;
}

/** The queue's key: `programId` (a positive integer) and `matchCycleCode` (null or absent: the Active cycle). */
function queueKey(args: unknown[]): { programId: number; matchCycleCode: string | null } {
  return {
    programId: argumentOf(queueProgramId, args[0], 'The program id is not valid.'),
    matchCycleCode: argumentOf(queueCycleCode, args[1], 'The match cycle code is not valid.') ?? null,
  };
}

/**
 * ProgramInvitationQueue (ADR 0024 §7): every method takes `programId, matchCycleCode` first, then
 * its own argument; each answers the queue after the change (Get: null before Create). Program
 * users of the program may call them all; admins read (Get, GetHistory). The service checks the
 * program.
 */
export function registerInvitationQueueMethods(
  registry: HubMethodRegistry,
  queue: () => InvitationQueueService,
): void {
  const hub = 'ProgramInvitationQueue';
  const readers: Access = ['ProgramUser', 'Admin'];
  const writers: Access = ['ProgramUser'];
  registry.register(hub, 'Get', {
    arity: [1, 2],
    access: readers,
    handler: (context, args) => queue().get(context.auth, queueKey(args)),
  });
  registry.register(hub, 'Create', {
    arity: [1, 3],
    access: writers,
    handler: (context, args) =>
      queue().create(
        context.auth,
        queueKey(args),
        argumentOf(queueSettingsInput, args[2] ?? {}, 'The settings are not valid.'),
      ),
  });
  registry.register(hub, 'Update', {
    arity: 3,
    access: writers,
    handler: (context, args) =>
      queue().update(
        context.auth,
        queueKey(args),
        argumentOf(queueUpdateInput, args[2], 'The settings are not valid.'),
      ),
  });
  registry.register(hub, 'AddToQueue', {
    arity: 3,
    access: writers,
    handler: (context, args) =>
      queue().addToQueue(
        context.auth,
        queueKey(args),
        argumentOf(queueApplicationIds, args[2], 'The list of application ids is not valid.'),
      ),
  });
  registry.register(hub, 'Start', {
    arity: [1, 2],
    access: writers,
    handler: (context, args) => queue().start(context.auth, queueKey(args)),
  });
  registry.register(hub, 'Stop', {
    arity: [1, 3],
    access: writers,
    handler: (context, args) =>
      queue().stop(
        context.auth,
        queueKey(args),
        argumentOf(queueStopInput, args[2] ?? {}, 'The stop options are not valid.'),
      ),
  });
  registry.register(hub, 'GetHistory', {
    arity: [1, 3],
    access: readers,
    handler: (context, args) => {
      const page = argumentOf(queueHistoryPage, args[2] ?? {}, 'The page is not valid.');
      return queue().getHistory(context.auth, queueKey(args), {
        page: page.page ?? 1,
        pageSize: page.pageSize ?? 20,
      });
    },
  });
}
