/**
 * The invitation queue's hub methods (ProgramInvitationQueue, docs/topics/realtime.md): each call
 * starts the hub if needed and answers what the server answers (the queue after the change).
 */
import type {
  InvitationQueue,
  QueueHistory,
  QueueSettingsInput,
  QueueUpdateInput,
} from '../../../core/contracts/interviews/invitation-queue.contract.ts';
import { hubConnection, startHub } from '../../lib/realtime/hub-registry.ts';

export type QueueKey = { programId: number; matchCycleCode: string };

async function invoke<T>(
  method: Parameters<ReturnType<typeof hubConnection<'ProgramInvitationQueue'>>['invoke']>[0],
  ...args: unknown[]
): Promise<T> {
  await startHub('ProgramInvitationQueue');
  return hubConnection('ProgramInvitationQueue').invoke<T>(method, ...args);
}

export const invitationQueueClient = {
  get: (key: QueueKey) => invoke<InvitationQueue | null>('Get', key.programId, key.matchCycleCode),
  create: (key: QueueKey, settings: QueueSettingsInput) =>
    invoke<InvitationQueue>('Create', key.programId, key.matchCycleCode, settings),
  update: (key: QueueKey, input: QueueUpdateInput) =>
    invoke<InvitationQueue>('Update', key.programId, key.matchCycleCode, input),
  addToQueue: (key: QueueKey, applicationIds: number[]) =>
    invoke<InvitationQueue>('AddToQueue', key.programId, key.matchCycleCode, applicationIds),
  start: (key: QueueKey) => invoke<InvitationQueue>('Start', key.programId, key.matchCycleCode),
  stop: (key: QueueKey, cancelPending: boolean) =>
    invoke<InvitationQueue>('Stop', key.programId, key.matchCycleCode, { cancelPending }),
  history: (key: QueueKey, page: number, pageSize = 10) =>
    invoke<QueueHistory>('GetHistory', key.programId, key.matchCycleCode, { page, pageSize }),
};
