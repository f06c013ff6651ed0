import { getExaminations } from '../../../../core/contracts/applicants/academic-info.contract.ts';
import { examSectionKeys, examTypeDisplayOrder } from '../../../../core/domain/exams.ts';
import {
  ListSectionForm,
  RecordSectionForm,
} from '../../../features/applicant-academic/exam-section-forms.tsx';
import type { ListExamType, RecordExamType } from '../../../features/applicant-academic/exam-values.ts';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { ProfileNav } from '../profile/profile-nav.tsx';

const recordTypes: ReadonlySet<string> = new Set<RecordExamType>(['Usmle', 'Comlex', 'Mccqe', 'Ecfmg']);

/** `examinations`, in and outside a cycle: one form per exam type, each saved on its own. */
export function ExaminationsPage() {
  const t = useT();
  const exams = useContractQuery(getExaminations, {}, { keepOffline: true });
  const data = exams.data;
  return (
    <Page title={t('AcExaminationsTitle')}>
      <ProfileNav />
      <OfflineCopyNote at={exams.offlineCopyAt} />
      <p>{t('AcExaminationsIntro')}</p>
      {data ? (
        examTypeDisplayOrder.map((type) => {
          const section = data[examSectionKeys[type]];
          const draftKey = `exam:${type}`;
          return recordTypes.has(type) ? (
            <RecordSectionForm
              key={type}
              type={type as RecordExamType}
              initial={section as never}
              draftKey={draftKey}
            />
          ) : (
            <ListSectionForm
              key={type}
              type={type as ListExamType}
              initial={section as never}
              draftKey={draftKey}
            />
          );
        })
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
