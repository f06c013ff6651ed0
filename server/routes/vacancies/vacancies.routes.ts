import type { FastifyInstance } from 'fastify';
import {
  acceptVacancyOffer,
  applyToVacancy,
  createVacancySubscription,
  declineVacancyOffer,
  deleteVacancySubscription,
  getApplicantVacancy,
  listApplicantVacancies,
  listAppliedVacancies,
  listVacancySubscriptions,
  saveVacancy,
  unsaveVacancy,
  withdrawVacancyApplication,
} from '../../../core/contracts/vacancies/applicant-vacancies.contract.ts';
import {
  getPublicVacancy,
  listPublicVacancies,
} from '../../../core/contracts/vacancies/vacancies.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** Vacancies for visitors (Open ones) and applicants (saves, alerts, applications, offers). */
export function registerVacancyRoutes(app: FastifyInstance, services: Services): void {
  const vacancies = services.applicantVacancies;
  defineRoute(app, listPublicVacancies, async (ctx) => vacancies.listPublic(ctx.query));
  defineRoute(app, getPublicVacancy, async (ctx) => vacancies.getPublic(ctx.params.id));
  defineRoute(app, listApplicantVacancies, async (ctx) => vacancies.list(signedIn(ctx).userId, ctx.query));
  defineRoute(app, getApplicantVacancy, async (ctx) => vacancies.get(signedIn(ctx).userId, ctx.params.id));
  defineRoute(app, saveVacancy, async (ctx) => vacancies.save(signedIn(ctx).userId, ctx.params.id, true));
  defineRoute(app, unsaveVacancy, async (ctx) => vacancies.save(signedIn(ctx).userId, ctx.params.id, false));
  defineRoute(app, applyToVacancy, async (ctx) =>
    vacancies.apply(signedIn(ctx).userId, ctx.params.id, ctx.body.coverNote ?? null),
  );
  defineRoute(app, listAppliedVacancies, async (ctx) => vacancies.applied(signedIn(ctx).userId));
  defineRoute(app, withdrawVacancyApplication, async (ctx) =>
    vacancies.withdraw(signedIn(ctx).userId, ctx.params.applicationId),
  );
  defineRoute(app, acceptVacancyOffer, async (ctx) =>
    vacancies.accept(signedIn(ctx).userId, ctx.params.applicationId),
  );
  defineRoute(app, declineVacancyOffer, async (ctx) =>
    vacancies.decline(signedIn(ctx).userId, ctx.params.applicationId),
  );
  defineRoute(app, listVacancySubscriptions, async (ctx) => vacancies.subscriptions(signedIn(ctx).userId));
  defineRoute(app, createVacancySubscription, async (ctx) =>
    vacancies.subscribe(signedIn(ctx).userId, ctx.body),
  );
  defineRoute(app, deleteVacancySubscription, async (ctx) =>
    vacancies.unsubscribe(signedIn(ctx).userId, ctx.params.id),
  );
}
