import type { FastifyInstance } from 'fastify';
import {
  type ExamSectionParsed,
  getExaminations,
  putExamSection,
} from '../../../core/contracts/applicants/academic-info.contract.ts';
import {
  createPublication,
  deletePublication,
  listPublications,
  updatePublication,
} from '../../../core/contracts/applicants/publications.contract.ts';
import type { Contract } from '../../../core/contracts/http.ts';
import { type ExamType, examTypes } from '../../../core/domain/exams.ts';
import type { Config } from '../../config.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The applicant's examinations (a PUT per exam section) and publications; profile-wide, any cycle. */
export function registerApplicantAcademicRoutes(
  app: FastifyInstance,
  services: Services,
  _config: Config,
): void {
  const academic = services.applicantAcademic;
  defineRoute(app, getExaminations, async (ctx) => academic.examinations(signedIn(ctx).userId));
  for (const examType of examTypes) {
    // Typed per section by the contract; the loop sees them as one Contract (the body is the section's).
    const contract: Contract = putExamSection[examType];
    defineRoute(app, contract, async (ctx) =>
      academic.saveSection(signedIn(ctx).userId, examType, ctx.body as ExamSectionParsed<ExamType>),
    );
  }

  defineRoute(app, listPublications, async (ctx) => academic.publications(signedIn(ctx).userId));
  defineRoute(app, createPublication, async (ctx) =>
    academic.createPublication(signedIn(ctx).userId, ctx.body),
  );
  defineRoute(app, updatePublication, async (ctx) =>
    academic.updatePublication(signedIn(ctx).userId, ctx.params.id, ctx.body),
  );
  defineRoute(app, deletePublication, async (ctx) =>
    academic.deletePublication(signedIn(ctx).userId, ctx.params.id),
  );
}
