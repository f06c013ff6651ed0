import type { VacancySummary } from '../../../core/contracts/vacancies/vacancies.contract.ts';
import { type VacancyPositionType, vacancyPositionTypes } from '../../../core/domain/vacancies.ts';
import { formatDate } from '../../lib/format/dates.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Link } from '../../ui/link.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { useSpecialties } from '../specialties/use-specialties.ts';
import './vacancies.css';

export const positionTypeKeys: Record<VacancyPositionType, TranslationKey> = {
  Residency: 'VacTypeResidency',
  Fellowship: 'VacTypeFellowship',
  Research: 'VacTypeResearch',
  Other: 'VacTypeOther',
};

export const placeOf = (v: { city: string | null; stateName: string | null }) =>
  [v.city, v.stateName].filter(Boolean).join(', ');

export type VacancyFilterValues = { search: string; specialtyId: string; positionType: string };

/** Search, specialty and position type over a vacancy list (kept in the URL by useListQuery). */
export function VacancyFilters({
  query,
  setQuery,
}: {
  query: VacancyFilterValues;
  setQuery: (patch: Partial<VacancyFilterValues>) => void;
}) {
  const t = useT();
  const { options: specialtyOptions } = useSpecialties();
  return (
    <div className="list-toolbar">
      <SearchField label={t('VacSearch')} value={query.search} onChange={(search) => setQuery({ search })} />
      <SelectField
        label={t('VacSpecialty')}
        options={[{ value: '', label: t('VacAny') }, ...specialtyOptions]}
        value={String(query.specialtyId)}
        onChange={(value) => setQuery({ specialtyId: value ?? '' })}
      />
      <SelectField
        label={t('VacPositionType')}
        options={[
          { value: '', label: t('VacAny') },
          ...vacancyPositionTypes.map((type) => ({ value: type, label: t(positionTypeKeys[type]) })),
        ]}
        value={query.positionType}
        onChange={(value) => setQuery({ positionType: value ?? '' })}
      />
    </div>
  );
}

/** Vacancies as cards (one column on a phone): title, program, place, type and positions. */
export function VacancyCards<V extends VacancySummary>({
  items,
  hrefOf,
  isLoading,
  extra,
}: {
  items: readonly V[];
  hrefOf: (vacancy: V) => string;
  isLoading?: boolean;
  extra?: (vacancy: V) => React.ReactNode;
}) {
  const t = useT();
  if (!isLoading && items.length === 0) return <p className="card">{t('VacNone')}</p>;
  return (
    <ul className="vacancy-cards" aria-busy={isLoading || undefined}>
      {items.map((vacancy) => (
        <li key={vacancy.id} className="card vacancy-card">
          <h2 className="vacancy-card-title">
            <Link href={hrefOf(vacancy)}>{vacancy.title}</Link>
          </h2>
          <p>
            {vacancy.programName}
            {placeOf(vacancy) ? ` · ${placeOf(vacancy)}` : ''}
          </p>
          <p className="vacancy-card-meta">
            <StatusBadge
              status={vacancy.positionType}
              label={t(positionTypeKeys[vacancy.positionType])}
              tone="info"
            />
            <span>{vacancy.specialtyName}</span>
            <span>{t('VacPositionsCount', { count: vacancy.positions })}</span>
            {vacancy.postedAt ? (
              <span>{t('VacPostedOn', { date: formatDate(vacancy.postedAt) })}</span>
            ) : null}
          </p>
          {extra ? extra(vacancy) : null}
        </li>
      ))}
    </ul>
  );
}
