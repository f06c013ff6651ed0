import { useState } from 'react';
import { Link } from 'wouter';
import {
  listSpecialtyPrograms,
  type PublicProgram,
} from '../../../../core/contracts/programs/programs.contract.ts';
import { getRegistrationOptions } from '../../../../core/contracts/requests/requests.contract.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';

const placeOf = (p: PublicProgram) =>
  [p.institutionName, [p.city, p.stateShortName ?? p.stateName].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(' · ');

/**
 * /registration/program: the entry of program user registration. The visitor picks the specialty,
 * searches its active programs and follows one to its request form (/registration/program/:id).
 */
export function ProgramUserSearchPage() {
  const t = useT();
  const options = useContractQuery(getRegistrationOptions, {});
  const [specialtyId, setSpecialtyId] = useState<number | null>(null);
  return (
    <Page title={t('PageRegisterProgram')}>
      <p className="form-intro">{t('RqFindProgramIntro')}</p>
      <SelectField
        label={t('RqSpecialty')}
        placeholder={t('RqFindProgramSpecialty')}
        options={(options.data?.specialties ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        value={specialtyId === null ? null : String(specialtyId)}
        onChange={(value) => setSpecialtyId(value === null ? null : Number(value))}
      />
      {specialtyId === null ? null : <ProgramResults key={specialtyId} specialtyId={specialtyId} />}
    </Page>
  );
}

function ProgramResults({ specialtyId }: { specialtyId: number }) {
  const t = useT();
  // The public directory lists only active programs, paged and searched on the server.
  const list = useListQuery(listSpecialtyPrograms, {
    params: { id: specialtyId },
    defaults: { pageSize: 20 },
  });
  const rows = list.tableProps.rows;
  return (
    <section className="stack" aria-labelledby="rq-find-results">
      <h2 id="rq-find-results">{t('RqFindProgramResults')}</h2>
      <SearchField
        label={t('RqFindProgramSearch')}
        value={list.query.search}
        onChange={(search) => list.setQuery({ search })}
      />
      {!list.isLoading && rows.length === 0 ? <p>{t('RqFindProgramNone')}</p> : null}
      <ul className="link-list">
        {rows.map((p) => (
          <li key={p.id}>
            <Link href={`/registration/program/${p.id}`}>{p.name}</Link>
            {placeOf(p) ? <span className="field-description"> {placeOf(p)}</span> : null}
          </li>
        ))}
      </ul>
      <Pager {...list.pagerProps} />
    </section>
  );
}
