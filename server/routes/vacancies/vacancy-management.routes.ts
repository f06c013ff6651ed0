import type { FastifyInstance } from 'fastify';
import {
  closeVacancy,
  createVacancy,
  getManagedVacancy,
  getVacancyCandidate,
  listManagedVacancies,
  listPostingPrograms,
  listVacancyCandidates,
  offerVacancy,
  orderVacancyCandidates,
  postVacancy,
  updateVacancy,
} from '../../../core/contracts/vacancies/vacancy-management.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** Posting vacancies and offering them: program users, society users and admins. */
export function registerVacancyManagementRoutes(app: FastifyInstance, services: Services): void {
  const manage = services.vacancyManagement;
  const manager = (ctx: Parameters<typeof signedIn>[0]) => {
    const auth = signedIn(ctx);
    return { userId: auth.userId, roles: auth.roles };
  };
  defineRoute(app, listManagedVacancies, async (ctx) => manage.list(manager(ctx), ctx.query));
  defineRoute(app, listPostingPrograms, async (ctx) => manage.programs(manager(ctx), ctx.query.search));
  defineRoute(app, getManagedVacancy, async (ctx) => manage.get(manager(ctx), ctx.params.id));
  defineRoute(app, createVacancy, async (ctx) => manage.create(manager(ctx), ctx.body));
  defineRoute(app, updateVacancy, async (ctx) => manage.update(manager(ctx), ctx.params.id, ctx.body));
  defineRoute(app, postVacancy, async (ctx) => manage.post(manager(ctx), ctx.params.id));
  defineRoute(app, closeVacancy, async (ctx) => manage.close(manager(ctx), ctx.params.id));
  defineRoute(app, listVacancyCandidates, async (ctx) => manage.candidates(manager(ctx), ctx.params.id));
  defineRoute(app, getVacancyCandidate, async (ctx) =>
    manage.candidate(manager(ctx), ctx.params.id, ctx.params.applicationId),
  );
  defineRoute(app, orderVacancyCandidates, async (ctx) =>
    manage.order(manager(ctx), ctx.params.id, ctx.body.applicationIds),
  );
  defineRoute(app, offerVacancy, async (ctx) =>
    manage.offer(manager(ctx), ctx.params.id, ctx.body.applicationId),
  );
}
