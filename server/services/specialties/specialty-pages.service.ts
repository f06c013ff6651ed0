import type { Paged } from '../../../core/contracts/paging.ts';
import type {
  AdminSpecialtyPage,
  AdminSpecialtyPageItem,
  LinkInfo,
  PublicSpecialtyPage,
  SpecialtyPageInput,
} from '../../../core/contracts/specialties/specialty-pages.contract.ts';
import { describeLink } from '../../../core/domain/link-info.ts';
import { messages } from '../../../core/domain/messages.ts';
import { sanitizeRichText } from '../../../core/domain/rich-text.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import { findSpecialty } from '../../db/repositories/specialties.repository.ts';
import {
  deleteSpecialtyPageRow,
  findSpecialtyPage,
  insertSpecialtyPage,
  listSpecialtyPageIds,
  listSpecialtyPageRows,
  type SpecialtyPageListRow,
  type SpecialtyPageRow,
  setSpecialtyPagePositions,
  updateSpecialtyPageRow,
} from '../../db/repositories/specialty-pages.repository.ts';
import { notFound, ValidationFailure } from '../../errors.ts';

export type SpecialtyPageService = ReturnType<typeof createSpecialtyPageService>;

function toItem(row: SpecialtyPageListRow): AdminSpecialtyPageItem {
  return {
    id: row.id,
    specialtyId: row.specialtyId,
    title: row.title,
    position: row.position,
    isPublished: row.isPublished,
    updatedDate: row.updatedAt.toISOString(),
  };
}

const toPage = (row: SpecialtyPageRow): AdminSpecialtyPage => ({ ...toItem(row), body: row.body });

/** The whole order fits one answer: the admin reorders every page of a specialty at once. */
const wholeList = { page: 1, pageSize: 100 };

/**
 * Specialty information pages (business.md §2.1, §2.6, §7): the admin writes them in rich text, which
 * is sanitized on every write (whatever the editor sent) and again when read publicly, so a change of
 * the allowlist also applies to pages written before it.
 */
export function createSpecialtyPageService(deps: { db: DbExecutor; clock: Clock }) {
  const { db, clock } = deps;

  async function existing(id: number): Promise<SpecialtyPageRow> {
    const row = await findSpecialtyPage(db, id);
    if (!row) throw notFound();
    return row;
  }

  async function existingSpecialty(id: number): Promise<void> {
    if (!(await findSpecialty(db, id))) throw notFound();
  }

  async function list(
    specialtyId: number,
    page: { page: number; pageSize: number },
  ): Promise<Paged<AdminSpecialtyPageItem>> {
    await existingSpecialty(specialtyId);
    const { items, total } = await listSpecialtyPageRows(db, specialtyId, page);
    return { items: items.map(toItem), total };
  }

  async function update(id: number, values: Partial<SpecialtyPageInput>): Promise<AdminSpecialtyPage> {
    await existing(id);
    const clean = values.body === undefined ? values : { ...values, body: sanitizeRichText(values.body) };
    if (!(await updateSpecialtyPageRow(db, id, clean, clock.now()))) throw notFound();
    return toPage(await existing(id));
  }

  return {
    list: list as (
      specialtyId: number,
      page: { page: number; pageSize: number },
    ) => Promise<Paged<AdminSpecialtyPageItem>>,

    details: async (id: number): Promise<AdminSpecialtyPage> => toPage(await existing(id)),

    async create(specialtyId: number, input: SpecialtyPageInput): Promise<AdminSpecialtyPage> {
      await existingSpecialty(specialtyId);
      const id = await insertSpecialtyPage(db, { specialtyId, ...input, body: sanitizeRichText(input.body) });
      return toPage(await existing(id));
    },

    update: (id: number, input: SpecialtyPageInput) => update(id, input),

    publish: (id: number, isPublished: boolean) => update(id, { isPublished }),

    /** Every page of the specialty exactly once, in the new order. */
    async reorder(specialtyId: number, pageIds: number[]): Promise<Paged<AdminSpecialtyPageItem>> {
      await existingSpecialty(specialtyId);
      await withTransaction(db, async (tx) => {
        const current = await listSpecialtyPageIds(tx, specialtyId);
        const wanted = new Set(pageIds);
        if (
          wanted.size !== pageIds.length ||
          wanted.size !== current.length ||
          current.some((id) => !wanted.has(id))
        ) {
          throw new ValidationFailure({ pageIds: [messages.SpecialtyPageOrder] });
        }
        await setSpecialtyPagePositions(tx, specialtyId, pageIds);
      });
      return list(specialtyId, wholeList);
    },

    async remove(id: number): Promise<{ ok: true }> {
      if (!(await deleteSpecialtyPageRow(db, id))) throw notFound();
      return { ok: true };
    },

    /** A published page of the specialty; anything else is not found (a draft is not public). */
    async publicPage(specialtyId: number, pageId: number): Promise<PublicSpecialtyPage> {
      const row = await findSpecialtyPage(db, pageId);
      if (!row || row.specialtyId !== specialtyId || !row.isPublished) throw notFound();
      return {
        id: row.id,
        specialtyId: row.specialtyId,
        title: row.title,
        body: sanitizeRichText(row.body),
        updatedDate: row.updatedAt.toISOString(),
      };
    },

    /** What a link points to, from its shape (no fetch: see core/domain/link-info.ts). */
    async linkInfo(url: string, pageId?: number): Promise<LinkInfo> {
      if (pageId !== undefined) await existing(pageId);
      return describeLink(url);
    },
  };
}
