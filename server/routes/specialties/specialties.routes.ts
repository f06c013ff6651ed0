import type { FastifyInstance } from 'fastify';
import {
  addSubspecialty,
  attachSocietyUser,
  createSpecialty,
  detachSocietyUser,
  getAdminSpecialty,
  getSpecialtyByName,
  listAdminSpecialties,
  listSpecialties,
  listSpecialtySocietyUsers,
  removeSubspecialty,
  renameSubspecialty,
  updateSpecialty,
} from '../../../core/contracts/specialties/specialties.contract.ts';
import {
  createSpecialtyPage,
  deleteSpecialtyPage,
  getAdminSpecialtyPage,
  getLinkInfo,
  getPublicSpecialtyPage,
  listAdminSpecialtyPages,
  publishSpecialtyPage,
  reorderSpecialtyPages,
  updateSpecialtyPage,
} from '../../../core/contracts/specialties/specialty-pages.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** Public catalogue answers change rarely: let browsers and the service worker keep them briefly. */
const publicCache = 'public, max-age=60';

/** Specialties and their information pages: public catalogue and the admin's screens. */
export function registerSpecialtyRoutes(app: FastifyInstance, services: Services): void {
  const specialties = services.specialties;
  const pages = services.specialtyPages;

  defineRoute(app, listSpecialties, async ({ query, reply }) => {
    reply.header('cache-control', publicCache);
    return specialties.list({ activeOnly: query.activeOnly === 'true' });
  });
  defineRoute(app, getSpecialtyByName, async ({ params, reply }) => {
    reply.header('cache-control', publicCache);
    return specialties.byName(params.name);
  });
  defineRoute(app, getPublicSpecialtyPage, async ({ params, reply }) => {
    reply.header('cache-control', publicCache);
    return pages.publicPage(params.id, params.pageId);
  });

  defineRoute(app, listAdminSpecialties, async ({ query }) => specialties.adminList(query));
  defineRoute(app, getAdminSpecialty, async ({ params }) => specialties.details(params.id));
  defineRoute(app, createSpecialty, async ({ body }) => specialties.create(body));
  defineRoute(app, updateSpecialty, async ({ params, body }) => specialties.update(params.id, body));
  defineRoute(app, addSubspecialty, async ({ params, body }) =>
    specialties.addSubspecialty(params.id, body.name),
  );
  defineRoute(app, renameSubspecialty, async ({ params, body }) =>
    specialties.renameSubspecialty(params.id, params.subspecialtyId, body.name),
  );
  defineRoute(app, removeSubspecialty, async ({ params }) =>
    specialties.removeSubspecialty(params.id, params.subspecialtyId),
  );
  defineRoute(app, listSpecialtySocietyUsers, async ({ params, query }) =>
    specialties.societyUsers(params.id, query),
  );
  defineRoute(app, attachSocietyUser, async (ctx) =>
    specialties.attachSocietyUser(ctx.params.id, ctx.body, signedIn(ctx).userId),
  );
  defineRoute(app, detachSocietyUser, async ({ params }) =>
    specialties.detachSocietyUser(params.id, params.userId),
  );

  defineRoute(app, listAdminSpecialtyPages, async ({ params, query }) => pages.list(params.id, query));
  defineRoute(app, createSpecialtyPage, async ({ params, body }) => pages.create(params.id, body));
  defineRoute(app, reorderSpecialtyPages, async ({ params, body }) => pages.reorder(params.id, body.pageIds));
  defineRoute(app, getLinkInfo, async ({ query }) => pages.linkInfo(query.url, query.pageId));
  defineRoute(app, getAdminSpecialtyPage, async ({ params }) => pages.details(params.pageId));
  defineRoute(app, updateSpecialtyPage, async ({ params, body }) => pages.update(params.pageId, body));
  defineRoute(app, publishSpecialtyPage, async ({ params, body }) =>
    pages.publish(params.pageId, body.isPublished),
  );
  defineRoute(app, deleteSpecialtyPage, async ({ params }) => pages.remove(params.pageId));
}
