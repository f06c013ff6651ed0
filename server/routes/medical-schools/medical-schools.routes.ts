import type { FastifyInstance } from 'fastify';
import {
  createMedicalSchool,
  getAdminMedicalSchool,
  listAdminMedicalSchools,
  setMedicalSchoolActivation,
  updateMedicalSchool,
} from '../../../core/contracts/medical-schools/medical-schools.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** The admin's medical schools; each answer carries the caller's actions (business.md §3.5). */
export function registerMedicalSchoolRoutes(app: FastifyInstance, services: Services): void {
  const schools = services.medicalSchools;
  defineRoute(app, listAdminMedicalSchools, async (ctx) => schools.list(ctx.query, signedIn(ctx).roles));
  defineRoute(app, getAdminMedicalSchool, async (ctx) => schools.details(ctx.params.id, signedIn(ctx).roles));
  defineRoute(app, createMedicalSchool, async (ctx) => schools.create(ctx.body, signedIn(ctx).roles));
  defineRoute(app, updateMedicalSchool, async (ctx) =>
    schools.update(ctx.params.id, ctx.body, signedIn(ctx).roles),
  );
  defineRoute(app, setMedicalSchoolActivation, async (ctx) =>
    schools.setActive(ctx.params.id, ctx.body.isActive, signedIn(ctx).roles),
  );
}
