import type { CSSProperties } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import {
  type ComparedProgram,
  comparePrograms,
  listSpecialtyPrograms,
  type PublicProgram,
} from '../../../../core/contracts/programs/programs.contract.ts';
import { listSpecialties } from '../../../../core/contracts/specialties/specialties.contract.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showInfo } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { MAX_COMPARED, readCompareIds, toggleCompareId, writeCompareIds } from './compare-selection.ts';
import './program-compare.css';

const placeOf = (p: PublicProgram) => [p.city, p.stateShortName ?? p.stateName].filter(Boolean).join(', ');

/**
 * /specialty-programs-compare/:id (the specialty's id): the visitor picks up to 4 of the specialty's
 * active programs and reads them side by side (cards on a phone, columns on a wider screen). The choice
 * lives in the URL (?ids=) so a comparison can be shared.
 */
export function ProgramComparePage() {
  const t = useT();
  const { id } = useParams<{ id: string }>();
  const specialtyId = Number(id);
  const valid = Number.isInteger(specialtyId) && specialtyId > 0;
  const search = useSearch();
  const [location, navigate] = useLocation();
  const specialties = useContractQuery(listSpecialties, { query: {} });
  const specialty = specialties.data?.find((s) => s.id === specialtyId);
  const ids = readCompareIds(search);

  const setIds = (next: number[]) => {
    const query = writeCompareIds(search, next);
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };
  const toggle = (programId: number) => {
    const next = toggleCompareId(ids, programId);
    if (next === null) showInfo(t('CmpLimit'));
    else setIds(next);
  };

  if (!valid || (specialties.data && !specialty)) return <NotFound />;
  const title = specialty ? t('CmpTitle', { specialty: specialty.name }) : t('CmpTitleGeneric');
  return (
    <Page
      title={title}
      description={specialty ? t('CmpDescription', { specialty: specialty.fullName }) : undefined}
      keywords={
        specialty ? [specialty.name, specialty.fullName, 'residency', 'fellowship', 'programs'] : undefined
      }
      structuredData={
        specialty
          ? {
              '@type': 'WebPage',
              name: title,
              description: t('CmpDescription', { specialty: specialty.fullName }),
              about: { '@type': 'MedicalSpecialty', name: specialty.fullName },
            }
          : undefined
      }
    >
      {specialty ? (
        <>
          <Comparison ids={ids} onRemove={toggle} />
          <ProgramPicker specialtyId={specialty.id} chosen={ids} onToggle={toggle} />
        </>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

function Comparison({ ids, onRemove }: { ids: number[]; onRemove: (id: number) => void }) {
  const t = useT();
  const compared = useContractQuery(
    comparePrograms,
    ids.length >= 2 ? { query: { ids: ids.join(',') } } : null,
  );
  if (ids.length < 2) return <p className="notice tone-info">{t('CmpNeedTwo')}</p>;
  if (!compared.data) return <PageLoading />;
  // Rows in the order asked; a program gone since the link was made is simply missing.
  const programs = compared.data;
  return (
    <section
      aria-label={t('CmpTableLabel')}
      className="compare-grid"
      style={{ '--compare-count': programs.length } as CSSProperties}
    >
      {programs.map((p) => (
        <ComparedCard key={p.id} program={p} onRemove={() => onRemove(p.id)} />
      ))}
    </section>
  );
}

function ComparedCard({ program: p, onRemove }: { program: ComparedProgram; onRemove: () => void }) {
  const t = useT();
  return (
    <article className="card compare-card" aria-labelledby={`cmp-${p.id}`}>
      <header className="compare-card-head">
        <h2 id={`cmp-${p.id}`}>{p.name}</h2>
        <Button variant="ghost" aria-label={t('CmpRemove', { name: p.name })} onPress={onRemove}>
          ×
        </Button>
      </header>
      <dl className="compare-facts">
        <dt>{t('CmpInstitution')}</dt>
        <dd>{p.institutionName ?? '—'}</dd>
        <dt>{t('CmpLocation')}</dt>
        <dd>{placeOf(p) || '—'}</dd>
        <dt>{t('CmpSubspecialty')}</dt>
        <dd>{p.subspecialtyName ?? '—'}</dd>
        <dt>{t('CmpPositions')}</dt>
        <dd>
          {p.positions === null ? (
            t('CmpNotInCycle')
          ) : (
            <>
              <strong className="compare-positions">{p.positions}</strong>
              {p.currentCycleName ? <span className="field-description"> {p.currentCycleName}</span> : null}
            </>
          )}
        </dd>
        <dt>{t('CmpWebsite')}</dt>
        <dd>
          {p.website ? (
            <a href={p.website} target="_blank" rel="noopener noreferrer">
              {p.website.replace(/^https?:\/\//, '')}
            </a>
          ) : (
            '—'
          )}
        </dd>
        <dt>{t('CmpPhone')}</dt>
        <dd>{p.phone ? <a href={`tel:${p.phone.replace(/[^\d+]/g, '')}`}>{p.phone}</a> : '—'}</dd>
        <dt>{t('CmpAbout')}</dt>
        <dd className="compare-about">{p.description ?? '—'}</dd>
      </dl>
    </article>
  );
}

function ProgramPicker({
  specialtyId,
  chosen,
  onToggle,
}: {
  specialtyId: number;
  chosen: number[];
  onToggle: (id: number) => void;
}) {
  const t = useT();
  const list = useListQuery(listSpecialtyPrograms, {
    params: { id: specialtyId },
    defaults: { pageSize: 20 },
  });
  return (
    <section className="compare-picker" aria-labelledby="cmp-pick">
      <h2 id="cmp-pick">{t('CmpPick')}</h2>
      <p className="field-description" aria-live="polite">
        {t('CmpSelectedCount', { count: chosen.length })}
      </p>
      <SearchField
        label={t('CmpSearch')}
        value={list.query.search}
        onChange={(search) => list.setQuery({ search })}
      />
      <ul className="compare-options">
        {list.tableProps.rows.map((p) => {
          const isChosen = chosen.includes(p.id);
          return (
            <li key={p.id} className="compare-option">
              <span>
                <span className="compare-option-name">{p.name}</span>
                <span className="field-description">
                  {' '}
                  {[p.institutionName, placeOf(p)].filter(Boolean).join(' · ')}
                </span>
              </span>
              <Button
                variant={isChosen ? 'secondary' : 'primary'}
                aria-pressed={isChosen}
                // Named by the program ("Compare Alpha Eye"): every row's button reads "Compare".
                aria-label={`${t(isChosen ? 'CmpChosen' : 'CmpChoose')} ${p.name}`}
                isDisabled={!isChosen && chosen.length >= MAX_COMPARED}
                onPress={() => onToggle(p.id)}
              >
                {t(isChosen ? 'CmpChosen' : 'CmpChoose')}
              </Button>
            </li>
          );
        })}
      </ul>
      <Pager {...list.pagerProps} />
    </section>
  );
}
