import type { FastifyInstance } from 'fastify';
import {
  cancelAdminPdfMerge,
  cancelBulkPdfMerge,
  downloadBulkPdfMerge,
  getBulkPdfMergeRequest,
  listAdminPdfMerges,
  queueBulkPdfMerge,
  retryAdminPdfMerge,
} from '../../../core/contracts/pdf-merges/pdf-merges.contract.ts';
import { contentDispositionHeader } from '../../../core/domain/file-types.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** Bulk PDF merges (platform.md §7): queue, cancel, the latest request, the download; the admins' list. */
export function registerPdfMergeRoutes(app: FastifyInstance, services: Services): void {
  const merges = services.pdfMerges;

  defineRoute(app, queueBulkPdfMerge, async (ctx) => merges.queue(signedIn(ctx), ctx.body));
  defineRoute(app, cancelBulkPdfMerge, async (ctx) => merges.cancelCurrent(signedIn(ctx)));
  defineRoute(app, getBulkPdfMergeRequest, async (ctx) => merges.latest(signedIn(ctx)));
  defineRoute(app, downloadBulkPdfMerge, async (ctx) => {
    const file = await merges.download(ctx.params.token);
    ctx.reply
      .type('application/pdf')
      .header('content-disposition', contentDispositionHeader('attachment', file.fileName))
      // Personal data: never kept by a shared cache.
      .header('cache-control', 'private, no-store');
    if (file.fileSize !== null) ctx.reply.header('content-length', String(file.fileSize));
    return file.stream;
  });

  defineRoute(app, listAdminPdfMerges, async (ctx) => merges.adminList(ctx.query));
  defineRoute(app, retryAdminPdfMerge, async (ctx) => merges.adminRetry(signedIn(ctx).userId, ctx.params.id));
  defineRoute(app, cancelAdminPdfMerge, async (ctx) => merges.adminCancel(ctx.params.id));
}
