import { z } from 'zod';
import { defineContract } from '../http.ts';
import { paged, pageQueryFields } from '../paging.ts';

export const health = defineContract({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  response: z.object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    database: z.object({
      status: z.enum(['up', 'down']),
      driver: z.enum(['pglite', 'postgres']),
      latencyMs: z.number(),
    }),
  }),
});

export const mailOutboxItem = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['queued', 'sent', 'logged', 'failed']),
  createdAt: z.string(),
});

export const listMailOutbox = defineContract({
  method: 'GET',
  path: '/api/admin/mail-outbox',
  access: ['Admin'],
  query: z.strictObject({
    to: z.string().max(254).optional(),
    ...pageQueryFields,
  }),
  response: paged(mailOutboxItem),
});
