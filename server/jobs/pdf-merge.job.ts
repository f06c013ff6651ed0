/** The pdf-merge job: one bulk PDF merge request (see the pdf-merges service for what it does). */
import type { PdfMergeService } from '../services/pdf-merges/pdf-merges.service.ts';
import type { JobHandler } from './job-runner.ts';

export function pdfMergeJob(merges: () => PdfMergeService): JobHandler {
  return async (payload) => merges().run(Number(payload.requestId));
}
