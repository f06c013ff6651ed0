/**
 * Idempotent writes for the offline outbox (design.md §4.5, ADR 0012): a non-GET request with an
 * `Idempotency-Key` is answered once; a retry of the same key gets the stored answer back without
 * running the handler again. The receipt is claimed before the handler runs (so two concurrent
 * copies never both run it) and completed right after the answer is known.
 */
import { createHash } from 'node:crypto';
import { messages } from '../../../core/domain/messages.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  claimReceipt,
  completeReceipt,
  deleteReceipt,
  findReceipt,
  pruneReceipts,
  RECEIPT_IN_PROGRESS,
} from '../../db/repositories/sync-receipts.repository.ts';
import { conflict, ValidationFailure } from '../../errors.ts';

/** Receipts are kept this long: an outbox entry older than a week is retried as a new request. */
export const RECEIPT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** A claim this old belongs to a request that died mid-way (a crash): a retry may take it over. */
const STALE_CLAIM_MS = 2 * 60 * 1000;
const WAIT_STEP_MS = 50;

export type IdempotentStart = { kind: 'run' } | { kind: 'replay'; statusCode: number; response: unknown };

/** Bodies nested deeper than this are refused before hashing (no form of ours nests near it). */
export const MAX_BODY_DEPTH = 64;

/**
 * The top-level field under which `body` nests objects or arrays deeper than MAX_BODY_DEPTH ('' when
 * the body is an array), or null. Iterative: the check itself must not overflow the stack.
 */
function tooDeepField(body: unknown): string | null {
  const stack: { value: unknown; depth: number; field: string }[] = [{ value: body, depth: 0, field: '' }];
  while (stack.length > 0) {
    const { value, depth, field } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return field;
    const topLevel = depth === 0 && !Array.isArray(value);
    for (const [key, item] of Object.entries(value)) {
      stack.push({ value: item, depth: depth + 1, field: topLevel ? key : field });
    }
  }
  return null;
}

/** JSON with the keys of every object sorted: the same body whatever order a client wrote it in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What identifies "the same request": method, path with its values, and a digest of the body in
 * canonical form (a direct save and the outbox's retry of it may order the keys differently).
 */
export function operationOf(method: string, url: string, body: unknown): string {
  // canonicalJson recurses: a body thousands of levels deep is the client's error (400), not a 500.
  const tooDeep = tooDeepField(body);
  if (tooDeep !== null) throw new ValidationFailure({ [tooDeep]: [messages.InvalidValue] });
  const digest = createHash('sha256').update(canonicalJson(body)).digest('base64url');
  return `${method} ${url} ${digest}`;
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;

export function createIdempotencyService(deps: {
  db: DbExecutor;
  clock: Clock;
  /** How long a duplicate waits for the first copy's answer before being told to retry. */
  waitMs?: number;
}) {
  const { db, clock } = deps;
  const waitMs = deps.waitMs ?? 5000;

  return {
    /**
     * Claims the key, or finds the answer given to it. Throws 409 when the key was used for another
     * request, or when the first copy is still running after `waitMs`.
     */
    async start(userId: string, clientId: string, operation: string): Promise<IdempotentStart> {
      const deadline = Date.now() + waitMs;
      for (;;) {
        if (await claimReceipt(db, { userId, clientId, operation, now: clock.now() })) return { kind: 'run' };
        const receipt = await findReceipt(db, userId, clientId);
        if (!receipt) continue; // Pruned or abandoned between the two statements: claim again.
        if (receipt.operation !== operation) throw conflict(messages.IdempotencyKeyReused);
        if (receipt.statusCode !== RECEIPT_IN_PROGRESS) {
          return { kind: 'replay', statusCode: receipt.statusCode, response: receipt.response };
        }
        if (clock.now().getTime() - receipt.createdAt.getTime() > STALE_CLAIM_MS) {
          await deleteReceipt(db, userId, clientId);
          continue;
        }
        if (Date.now() >= deadline) {
          throw conflict(messages.IdempotentRequestInProgress, { 'Retry-After': '1' });
        }
        await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
      }
    },

    /**
     * Stores the answer (2xx and 4xx). A 5xx is not an answer to keep: the claim is released so the
     * outbox's retry runs the handler again.
     */
    async finish(userId: string, clientId: string, statusCode: number, response: unknown): Promise<void> {
      if (statusCode >= 500) await deleteReceipt(db, userId, clientId);
      else await completeReceipt(db, { userId, clientId, statusCode, response });
    },

    /** Removes receipts older than RECEIPT_LIFETIME_MS (run at start-up). */
    prune(): Promise<number> {
      return pruneReceipts(db, new Date(clock.now().getTime() - RECEIPT_LIFETIME_MS));
    },
  };
}
