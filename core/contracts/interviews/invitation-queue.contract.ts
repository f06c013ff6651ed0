/**
 * The invitation queue's hub methods (ProgramInvitationQueue hub, platform.md §7; ADR 0024 §7): the
 * shapes of their arguments and answers, for the server's checks and the client's calls. Every
 * method takes `programId, matchCycleCode` first (the code null or absent: the program's Active
 * cycle); see docs/topics/realtime.md.
 */
import { z } from 'zod';
import { invitationSendRefusals, invitationStatuses, queueHistoryEvents } from '../../domain/interviews.ts';

export const queueProgramId = z.number().int().positive().max(2_147_483_647);
export const queueCycleCode = z.string().trim().min(1).max(64).nullable().optional();

export const MAX_QUEUE_PENDING = 500;
export const MAX_QUEUE_APPLICATIONS = 500;

export const queueSettingsInput = z.strictObject({
  maxPending: z.number().int().min(1).max(MAX_QUEUE_PENDING).optional(),
  /** Hours each sent invitation has for an answer; null: no deadline. */
  respondWithinHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .nullable()
    .optional(),
  message: z.string().trim().max(2000).nullable().optional(),
});
export type QueueSettingsInput = z.infer<typeof queueSettingsInput>;

/** Update: the settings, and optionally the waiting items' new order (waiting items not named leave the queue). */
export const queueUpdateInput = queueSettingsInput.extend({
  order: z.array(queueProgramId).max(5_000).optional(),
});
export type QueueUpdateInput = z.infer<typeof queueUpdateInput>;

export const queueApplicationIds = z.array(queueProgramId).min(1).max(MAX_QUEUE_APPLICATIONS);

export const queueStopInput = z.strictObject({ cancelPending: z.boolean().optional() });
export type QueueStopInput = z.infer<typeof queueStopInput>;

export const queueHistoryPage = z.strictObject({
  page: z.number().int().min(1).optional(),
  pageSize: z.number().int().min(1).max(100).optional(),
});

/** Waiting its turn, sent (with its invitation), or refused (with the reason) and skipped. */
export const queueItemStates = ['Waiting', 'Sent', 'Refused'] as const;
export type QueueItemState = (typeof queueItemStates)[number];

export const invitationQueueItem = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  applicantId: z.number().int(),
  applicantCode: z.string(),
  applicantName: z.string(),
  position: z.number().int(),
  addedAt: z.string(),
  state: z.enum(queueItemStates),
  sentAt: z.string().nullable(),
  refusal: z.enum(invitationSendRefusals).nullable(),
  invitationId: z.number().int().nullable(),
  invitationStatus: z.enum(invitationStatuses).nullable(),
});
export type InvitationQueueItem = z.infer<typeof invitationQueueItem>;

export const invitationQueue = z.object({
  id: z.number().int(),
  programId: z.number().int(),
  matchCycleCode: z.string(),
  isRunning: z.boolean(),
  maxPending: z.number().int(),
  respondWithinHours: z.number().int().nullable(),
  message: z.string().nullable(),
  startedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The queue's invitations still Pending. */
  pendingCount: z.number().int(),
  items: z.array(invitationQueueItem),
});
export type InvitationQueue = z.infer<typeof invitationQueue>;

export const queueHistoryEntry = z.object({
  id: z.number().int(),
  event: z.enum(queueHistoryEvents),
  count: z.number().int(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type QueueHistoryEntry = z.infer<typeof queueHistoryEntry>;

export const queueHistory = z.object({ items: z.array(queueHistoryEntry), total: z.number().int() });
export type QueueHistory = z.infer<typeof queueHistory>;

/** What QueueUpdated and QueueHistoryUpdated carry (clients call Get or GetHistory again). */
export type QueueEventArgs = { programId: number; matchCycleCode: string; queueId: number };
