import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  getPresignedPutLink,
  getUploadByLink,
  getUploadContent,
  getUploadState,
} from '../../../core/contracts/uploads/uploads.contract.ts';
import { contentDispositionHeader } from '../../../core/domain/file-types.ts';
import { messages } from '../../../core/domain/messages.ts';
import type { Config } from '../../config.ts';
import { forbiddenResource } from '../../errors.ts';
import type { Services } from '../../services/services.ts';
import { UploadAbortedError } from '../../services/uploads/upload.service.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The PUT target of a signed link (not a contract route: its body is the raw file). */
export const UPLOAD_PUT_PATH = '/api/Uploads/put/:uploadId';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Uploads of platform.md §4 and §7: link, PUT, state, the upload behind a link, the bytes. */
export function registerUploadRoutes(app: FastifyInstance, services: Services, _config: Config): void {
  const uploads = services.uploads;

  defineRoute(app, getPresignedPutLink, async (ctx) => {
    const { url, stateKey } = await uploads.createLink({
      userId: signedIn(ctx).userId,
      fileName: ctx.query.FileName,
      contentType: ctx.query.ContentType ?? null,
      target: ctx.query.UploadTarget,
      purpose: ctx.query.Purpose ?? 'document',
    });
    return { url, stateKey };
  });

  defineRoute(app, getUploadState, async ({ query }) => uploads.state(query.key));

  defineRoute(app, getUploadByLink, async ({ query }) => uploads.byLink(query.link));

  defineRoute(app, getUploadContent, async (ctx) => {
    const auth = signedIn(ctx);
    const content = await uploads.readFor(auth, ctx.params.id);
    ctx.reply
      .type(content.contentType)
      .header('content-length', String(content.fileSize))
      .header(
        'content-disposition',
        contentDispositionHeader(ctx.query.download === 'true' ? 'attachment' : 'inline', content.fileName),
      )
      // Personal files: the browser may keep them for the session, shared caches never.
      .header('cache-control', 'private, max-age=300');
    return content.stream;
  });

  // The raw body streams to storage: its own scope, where every content type reaches the handler
  // as a stream (the app's JSON-only parsers stay in force everywhere else).
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.put<{ Params: { uploadId: string }; Querystring: Record<string, string | undefined> }>(
      UPLOAD_PUT_PATH,
      async (request) => {
        const { uploadId } = request.params;
        const expires = Number(request.query.expires);
        const maxBytes = Number(request.query.max);
        const signature = request.query.signature;
        if (
          !uuidPattern.test(uploadId) ||
          !Number.isSafeInteger(expires) ||
          !Number.isSafeInteger(maxBytes) ||
          typeof signature !== 'string'
        ) {
          throw forbiddenResource(messages.UploadLinkInvalid);
        }
        const length = Number(request.headers['content-length']);
        try {
          return await uploads.receive({
            uploadId,
            expires,
            maxBytes,
            signature,
            body: (request.body as Readable | undefined) ?? request.raw,
            ...(Number.isFinite(length) ? { declaredLength: length } : {}),
          });
        } catch (error) {
          // The client hung up mid-body (a closed tab, a lost network): not a server error.
          if (error instanceof UploadAbortedError)
            request.log.info({ uploadId }, 'upload aborted by the client');
          throw error;
        }
      },
    );
  });
}
