import type { FastifyInstance } from 'fastify';
import {
  cancelLetter,
  completeWriterUpload,
  createLetter,
  getLetter,
  getLetterContent,
  getWriterLetter,
  judgeLetter,
  listLetterDeliveries,
  listLetters,
  resendLetter,
  updateLetter,
  writerUploadLink,
} from '../../../core/contracts/letters/letters.contract.ts';
import type { Config } from '../../config.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** Letters of reference: the applicant's requests, the writer's public link, content, admin QA. */
export function registerLetterRoutes(app: FastifyInstance, services: Services, config: Config): void {
  const letters = services.letters;
  defineRoute(app, listLetters, async (ctx) => letters.list(signedIn(ctx).userId, ctx.query.matchCycleCode));
  defineRoute(app, listLetterDeliveries, async (ctx) =>
    letters.deliveries(signedIn(ctx).userId, ctx.query.matchCycleCode),
  );
  defineRoute(app, getLetter, async (ctx) => letters.get(signedIn(ctx).userId, ctx.params.id));
  defineRoute(app, createLetter, async (ctx) => letters.create(signedIn(ctx).userId, ctx.body));
  defineRoute(app, updateLetter, async (ctx) =>
    letters.update(signedIn(ctx).userId, ctx.params.id, ctx.body),
  );
  defineRoute(app, resendLetter, async (ctx) => letters.resend(signedIn(ctx).userId, ctx.params.id));
  defineRoute(app, cancelLetter, async (ctx) => letters.cancel(signedIn(ctx).userId, ctx.params.id));
  defineRoute(app, getLetterContent, async (ctx) => {
    const content = await letters.content(signedIn(ctx), ctx.params.id);
    ctx.reply
      .type(content.contentType)
      .header('content-length', String(content.fileSize))
      // A fixed name: the writer's file name may say more than the applicant should see.
      .header('content-disposition', 'inline; filename="letter-of-reference.pdf"')
      .header('cache-control', 'private, no-store');
    return content.stream;
  });

  // The writer's page: no account, the link token authorizes. Each link has its own limit (in the
  // service); per IP only a generous ceiling against guessing, since writers may share one network.
  const limit = { rateLimit: config.rateLimits.writer };
  defineRoute(app, getWriterLetter, async (ctx) => letters.writer.get(ctx.params.token), limit);
  defineRoute(
    app,
    writerUploadLink,
    async (ctx) => letters.writer.uploadLink(ctx.params.token, ctx.body),
    limit,
  );
  defineRoute(
    app,
    completeWriterUpload,
    async (ctx) => letters.writer.complete(ctx.params.token, ctx.body.stateKey),
    limit,
  );

  defineRoute(app, judgeLetter, async (ctx) => letters.judge(ctx.params.id, ctx.body));
}
