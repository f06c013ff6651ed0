/**
 * The review list's filters (issue 15): exam score ranges, medical school, state, signal, letters,
 * status, invitation and decision. A panel that stays open on tablets and desktops and folds behind
 * a button on phones; every value lives in the URL (useListQuery), so a saved view is its search string.
 */
import { useId, useState } from 'react';
import {
  decisionFilters,
  listProgramApplicantSchools,
  reviewedApplicationStatuses,
} from '../../../core/contracts/applications/program-applications.contract.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { statusLabel } from '../../ui/status-badge.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../ui/use-media-query.ts';
import { ALL, StateFilter, withAll } from '../programs/catalogue-filters.tsx';
import { decisionLabelKeys } from './review-labels.ts';

/** The filters' URL keys and their defaults (empty: no filter). */
export const reviewFilterDefaults = {
  usmleStep1Min: ALL,
  usmleStep1Max: ALL,
  usmleStep2Min: ALL,
  usmleStep2Max: ALL,
  comlexLevel1Min: ALL,
  comlexLevel1Max: ALL,
  comlexLevel2Min: ALL,
  comlexLevel2Max: ALL,
  medicalSchoolId: ALL,
  stateId: ALL,
  signaled: ALL,
  lettersComplete: ALL,
  status: ALL,
  invited: ALL,
  decision: ALL,
};
export type ReviewFilters = typeof reviewFilterDefaults;
type FilterKey = keyof ReviewFilters;

export const activeFilterCount = (filters: ReviewFilters): number =>
  (Object.keys(reviewFilterDefaults) as FilterKey[]).filter((k) => String(filters[k] ?? '') !== '').length;

const scoreRanges = [
  ['usmleStep1', 'RvUsmleStep1'],
  ['usmleStep2', 'RvUsmleStep2'],
  ['comlexLevel1', 'RvComlexLevel1'],
  ['comlexLevel2', 'RvComlexLevel2'],
] as const;

export type ReviewFiltersPanelProps = {
  params: { matchCycleCode: string; programCode: string };
  filters: ReviewFilters;
  onChange: (patch: Partial<ReviewFilters>) => void;
};

export function ReviewFiltersPanel({ params, filters, onChange }: ReviewFiltersPanelProps) {
  const t = useT();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const schools = useContractQuery(listProgramApplicantSchools, { params });
  const count = activeFilterCount(filters);
  const shown = !isPhone || open;
  const yesNo = withAll(t('FilterAll'), [
    { value: 'true', label: t('Yes') },
    { value: 'false', label: t('No') },
  ]);
  const number = (value: string | number) => (String(value) === '' ? null : Number(value));
  const set = (key: FilterKey, value: number | string | null) =>
    onChange({ [key]: value === null || value === undefined ? ALL : String(value) });
  return (
    <section className="review-filters card" aria-label={t('RvFilters')}>
      <div className="button-row-spread">
        <h2 className="review-filters-title">
          {count > 0 ? t('RvFiltersCount', { count }) : t('RvFilters')}
        </h2>
        <div className="button-row">
          {count > 0 ? (
            <Button variant="link" onPress={() => onChange({ ...reviewFilterDefaults })}>
              {t('RvClearFilters')}
            </Button>
          ) : null}
          {isPhone ? (
            <Button
              variant="secondary"
              aria-expanded={open}
              aria-controls={panelId}
              onPress={() => setOpen(!open)}
            >
              {open ? t('RvHideFilters') : t('RvShowFilters')}
            </Button>
          ) : null}
        </div>
      </div>
      {shown ? (
        <div id={panelId} className="review-filters-grid">
          {scoreRanges.map(([exam, label]) => (
            <fieldset key={exam} className="review-score-range">
              <legend>{t(label)}</legend>
              <NumberField
                label={t('RvMin')}
                minValue={0}
                maxValue={999}
                value={number(filters[`${exam}Min`])}
                onChange={(v) => set(`${exam}Min`, v)}
              />
              <NumberField
                label={t('RvMax')}
                minValue={0}
                maxValue={999}
                value={number(filters[`${exam}Max`])}
                onChange={(v) => set(`${exam}Max`, v)}
              />
            </fieldset>
          ))}
          <SelectField
            label={t('RvMedicalSchool')}
            options={withAll(
              t('FilterAll'),
              (schools.data?.items ?? []).map((s) => ({ value: String(s.id), label: s.name })),
            )}
            value={String(filters.medicalSchoolId)}
            onChange={(v) => set('medicalSchoolId', v)}
          />
          <StateFilter value={filters.stateId} onChange={(v) => set('stateId', v)} />
          <SelectField
            label={t('RvSignaled')}
            options={yesNo}
            value={String(filters.signaled)}
            onChange={(v) => set('signaled', v)}
          />
          <SelectField
            label={t('RvLettersComplete')}
            options={yesNo}
            value={String(filters.lettersComplete)}
            onChange={(v) => set('lettersComplete', v)}
          />
          <SelectField
            label={t('RvInvited')}
            options={yesNo}
            value={String(filters.invited)}
            onChange={(v) => set('invited', v)}
          />
          <SelectField
            label={t('RvApplicationStatus')}
            options={withAll(
              t('FilterAll'),
              reviewedApplicationStatuses.map((s) => ({ value: s, label: statusLabel(s) })),
            )}
            value={String(filters.status)}
            onChange={(v) => set('status', v)}
          />
          <SelectField
            label={t('RvDecision')}
            options={withAll(
              t('FilterAll'),
              decisionFilters.map((d) => ({ value: d, label: t(decisionLabelKeys[d]) })),
            )}
            value={String(filters.decision)}
            onChange={(v) => set('decision', v)}
          />
        </div>
      ) : null}
    </section>
  );
}
