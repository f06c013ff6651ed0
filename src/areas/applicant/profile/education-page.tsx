import { useEffect, useState } from 'react';
import {
  createEducation,
  deleteEducation,
  type Education,
  educationShortLabels,
  listEducationMedicalSchools,
  listEducations,
  updateEducation,
} from '../../../../core/contracts/applicants/education.contract.ts';
import type { HonorType } from '../../../../core/contracts/reference-data/reference-data.contract.ts';
import { EducationForm } from '../../../features/applicant-profile/education-form.tsx';
import { educationValues, emptyEducation } from '../../../features/applicant-profile/profile-values.ts';
import { loadHonorTypes } from '../../../features/reference-data/honor-types.service.ts';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { DateRangeText, ProfileEntries } from './profile-entries.tsx';
import { ProfileNav } from './profile-nav.tsx';
import { useEntryWrites } from './use-entry-writes.ts';

const titleOf = (e: Education) => (e.type === 'Training' ? e.programName : e.institution);

function EducationSummary({ education }: { education: Education }) {
  const honors =
    education.type === 'MedicalSchool'
      ? education.applicantMedicalSchoolHonors
      : education.type === 'Undergraduate'
        ? education.honors
        : [];
  const detail =
    education.type === 'Training'
      ? [education.trainingType.label, education.specialty].filter(Boolean).join(', ')
      : [education.degrees.join(', '), 'major' in education ? education.major : null]
          .filter(Boolean)
          .join(' · ');
  return (
    <>
      <p className="entry-kind">{educationShortLabels[education.type]}</p>
      <h3>{titleOf(education)}</h3>
      {detail ? <p>{detail}</p> : null}
      <DateRangeText range={education.attendedDates} />
      {honors.length > 0 ? (
        <p>
          {honors
            .map(
              (h) =>
                `${h.customHonorName ?? h.honorTypeName}: ${h.customHonorValue ?? h.honorTypeItem ?? ''}`,
            )
            .join('; ')}
        </p>
      ) : null}
    </>
  );
}

/** `education`, in and outside a cycle: the four types, sorted by attendance end date. */
export function EducationPage() {
  const t = useT();
  const list = useContractQuery(listEducations, {}, { keepOffline: true });
  const writes = useEntryWrites(
    'education',
    { create: createEducation, update: updateEducation, remove: deleteEducation },
    list.reload,
  );
  const schools = useContractQuery(listEducationMedicalSchools, {}, { onError: () => {}, keepOffline: true });
  const [honorTypes, setHonorTypes] = useState<HonorType[] | null>(null);
  useEffect(() => {
    loadHonorTypes().then(setHonorTypes, (error) => {
      setHonorTypes([]);
      handleError(error, { context: 'honor types' });
    });
  }, []);
  return (
    <Page title={t('PfEducationTitle')}>
      <ProfileNav />
      <OfflineCopyNote at={list.offlineCopyAt} />
      {list.data && honorTypes ? (
        <ProfileEntries<Education>
          items={list.data.items}
          emptyText={t('PfNoEducation')}
          addLabel={t('PfAddEducation')}
          nameOf={titleOf}
          renderSummary={(e) => <EducationSummary education={e} />}
          renderEditor={(target, close) => (
            <EducationForm
              draftKey={target.kind === 'new' ? 'education:new' : `education:${target.item.id}`}
              isNew={target.kind === 'new'}
              initial={target.kind === 'new' ? emptyEducation('MedicalSchool') : educationValues(target.item)}
              honorTypes={honorTypes}
              medicalSchools={schools.data?.items ?? []}
              onCancel={close}
              onSubmit={async (body) => {
                if (target.kind === 'new') await writes.create(body);
                else await writes.update(target.item, body);
                close();
              }}
            />
          )}
          onDelete={async (e) => {
            await writes.remove(e.id);
          }}
          offline={writes}
        />
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
