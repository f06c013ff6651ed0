/**
 * A user's saved views of a list (issue 15): a name and the list's URL search string. Names are
 * unique per list (409 otherwise) and a list keeps at most MAX_SAVED_VIEWS views.
 */
import {
  MAX_SAVED_VIEWS,
  type SavedView,
  type SavedViewInput,
} from '../../../core/contracts/users/saved-views.contract.ts';
import { seasonMessage, seasonMessages } from '../../../core/domain/season-messages.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  countSavedViews,
  deleteSavedViewOf,
  insertSavedView,
  listSavedViewsOf,
  type SavedViewRow,
} from '../../db/repositories/saved-list-views.repository.ts';
import { conflict, notFound } from '../../errors.ts';

export type SavedViewsService = ReturnType<typeof createSavedViewsService>;

const toView = (row: SavedViewRow): SavedView => ({
  id: row.id,
  listKey: row.listKey,
  name: row.name,
  query: row.query,
  createdDate: row.createdAt.toISOString(),
});

export function createSavedViewsService(deps: { db: DbExecutor; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async list(userId: string, listKey: string): Promise<{ items: SavedView[] }> {
      return { items: (await listSavedViewsOf(db, userId, listKey)).map(toView) };
    },

    async create(userId: string, input: SavedViewInput): Promise<SavedView> {
      const listKey = input.listKey.trim();
      const name = input.name.trim();
      const query = input.query.replace(/^\?/, '');
      if ((await countSavedViews(db, userId, listKey)) >= MAX_SAVED_VIEWS) {
        throw conflict(seasonMessage('SavedViewLimitReached', { max: MAX_SAVED_VIEWS }));
      }
      const row = await insertSavedView(db, { userId, listKey, name, query, now: clock.now() });
      if (!row) throw conflict(seasonMessages.SavedViewNameTaken);
      return toView(row);
    },

    async remove(userId: string, id: number): Promise<{ ok: true }> {
      if (!(await deleteSavedViewOf(db, userId, id))) throw notFound();
      return { ok: true };
    },
  };
}
