import type { FastifyInstance } from 'fastify';
import {
  getHobbies,
  getPersonalInfo,
  putHobbies,
  putPersonalInfo,
} from '../../../core/contracts/applicants/applicant-profile.contract.ts';
import {
  createEducation,
  createEmployment,
  deleteEducation,
  deleteEmployment,
  listEducationMedicalSchools,
  listEducations,
  listEmployments,
  updateEducation,
  updateEmployment,
} from '../../../core/contracts/applicants/education.contract.ts';
import type { Config } from '../../config.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The applicant's own profile: personal information, hobbies, education, employment (any cycle, ADR 0009). */
export function registerApplicantProfileRoutes(
  app: FastifyInstance,
  services: Services,
  _config: Config,
): void {
  const profile = services.applicantProfile;
  defineRoute(app, getPersonalInfo, async (ctx) => profile.personalInfo(signedIn(ctx).userId));
  defineRoute(app, putPersonalInfo, async (ctx) =>
    profile.updatePersonalInfo(signedIn(ctx).userId, ctx.body),
  );
  defineRoute(app, getHobbies, async (ctx) => profile.hobbies(signedIn(ctx).userId));
  defineRoute(app, putHobbies, async (ctx) => profile.updateHobbies(signedIn(ctx).userId, ctx.body));
  defineRoute(app, listEducations, async (ctx) => profile.educations(signedIn(ctx).userId));
  defineRoute(app, createEducation, async (ctx) => profile.createEducation(signedIn(ctx).userId, ctx.body));
  defineRoute(app, updateEducation, async (ctx) =>
    profile.updateEducation(signedIn(ctx).userId, ctx.params.id, ctx.body),
  );
  defineRoute(app, deleteEducation, async (ctx) =>
    profile.deleteEducation(signedIn(ctx).userId, ctx.params.id),
  );
  defineRoute(app, listEducationMedicalSchools, async (ctx) => profile.medicalSchools(signedIn(ctx).userId));
  defineRoute(app, listEmployments, async (ctx) => profile.employments(signedIn(ctx).userId));
  defineRoute(app, createEmployment, async (ctx) => profile.createEmployment(signedIn(ctx).userId, ctx.body));
  defineRoute(app, updateEmployment, async (ctx) =>
    profile.updateEmployment(signedIn(ctx).userId, ctx.params.id, ctx.body),
  );
  defineRoute(app, deleteEmployment, async (ctx) =>
    profile.deleteEmployment(signedIn(ctx).userId, ctx.params.id),
  );
}
