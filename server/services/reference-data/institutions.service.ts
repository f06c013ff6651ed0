import type { Paged } from '../../../core/contracts/paging.ts';
import type { InstitutionListItem } from '../../../core/contracts/reference-data/institutions.contract.ts';
import type { DbExecutor } from '../../db/client.ts';
import { searchInstitutions } from '../../db/repositories/institutions.repository.ts';

export type InstitutionService = ReturnType<typeof createInstitutionService>;

/** Institutions for pickers: programs pick one or create one by name and city (programs.service). */
export function createInstitutionService(deps: { db: DbExecutor }) {
  const { db } = deps;
  return {
    async search(query: {
      search?: string | undefined;
      page: number;
      pageSize: number;
    }): Promise<Paged<InstitutionListItem>> {
      const { items, total } = await searchInstitutions(db, query);
      return {
        items: items.map((row) => ({
          id: row.id,
          name: row.name,
          city: row.city,
          stateId: row.stateId,
          stateShortName: row.stateShortName,
          countryId: row.countryId,
        })),
        total,
      };
    },
  };
}
