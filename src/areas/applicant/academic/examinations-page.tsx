import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  type Examinations,
  getExaminations,
} from '../../../../core/contracts/applicants/academic-info.contract.ts';
import {
  type ExamType,
  examSectionKeys,
  examTypeDisplayOrder,
  examTypeLabels,
} from '../../../../core/domain/exams.ts';
import {
  ListSectionForm,
  RecordSectionForm,
} from '../../../features/applicant-academic/exam-section-forms.tsx';
import type { ListExamType, RecordExamType } from '../../../features/applicant-academic/exam-values.ts';
import { FormGroupProvider, useFormGroup } from '../../../features/forms/form-group.tsx';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { FormSections } from '../../../ui/form-sections.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { ProfileNav } from '../profile/profile-nav.tsx';

const recordTypes: ReadonlySet<string> = new Set<RecordExamType>(['Usmle', 'Comlex', 'Mccqe', 'Ecfmg']);

const namesOf = (types: readonly string[]) =>
  types.map((type) => examTypeLabels[type as ExamType]).join(', ');

/**
 * `examinations`, in and outside a cycle: one section per exam type, one open at a time, and one
 * Save that sends each section with unsaved changes (each has its own endpoint) and opens the first
 * section the server or the form refused.
 */
export function ExaminationsPage() {
  const t = useT();
  const exams = useContractQuery(getExaminations, {}, { keepOffline: true });
  return (
    <Page title={t('AcExaminationsTitle')}>
      <ProfileNav />
      <OfflineCopyNote at={exams.offlineCopyAt} />
      <p>{t('AcExaminationsIntro')}</p>
      {exams.data ? <ExaminationsForm data={exams.data} /> : <PageLoading />}
    </Page>
  );
}

function ExaminationsForm({ data }: { data: Examinations }) {
  const t = useT();
  const group = useFormGroup(examTypeDisplayOrder);
  const [expanded, setExpanded] = useState<string | null>(examTypeDisplayOrder[0] ?? null);
  const [outcome, setOutcome] = useState<'nothing' | { failed: string[] } | null>(null);
  // After a refused save the first refused section opens and its heading button takes the focus
  // (scrolled into view from the save bar at the bottom, and read out with its state).
  const formRef = useRef<HTMLFormElement>(null);
  const [reveal, setReveal] = useState(0);
  useEffect(() => {
    if (!reveal) return;
    formRef.current
      ?.querySelector<HTMLElement>('.form-section[data-expanded] .form-section-trigger')
      ?.focus();
  }, [reveal]);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (group.dirtyIds.length === 0) {
      setOutcome('nothing');
      return;
    }
    const result = await group.saveAll();
    setOutcome(result.failed.length ? { failed: result.failed } : null);
    const [firstFailed] = result.failed;
    if (firstFailed) {
      setExpanded(firstFailed);
      setReveal((count) => count + 1);
    }
  };
  const failed = outcome && outcome !== 'nothing' ? outcome.failed : [];
  // The same elements on each render: a change of the page's state (which sections are dirty, the
  // open one) does not render the seven forms again.
  const sections = useMemo(
    () =>
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
      }),
    [data],
  );
  return (
    <FormGroupProvider value={group.context}>
      <Form ref={formRef} className="form" validationBehavior="aria" onSubmit={save}>
        <FormSections
          aria-label={t('AcExaminationSections')}
          expandedId={expanded}
          onExpandedChange={setExpanded}
        >
          {sections}
        </FormSections>
        {failed.length ? <FormMessage text={t('AcSomeNotSaved', { names: namesOf(failed) })} /> : null}
        {outcome === 'nothing' && group.dirtyIds.length === 0 ? (
          <FormMessage tone="info" text={t('AcNothingToSave')} />
        ) : null}
        {group.dirtyIds.length && !failed.length ? (
          <p className="exam-unsaved">{t('AcUnsavedSections', { names: namesOf(group.dirtyIds) })}</p>
        ) : null}
        <FormFooter
          hasErrors={false}
          isSaving={group.isSaving}
          isDirty={group.dirtyIds.length > 0}
          submitLabel={t('AcSaveAll')}
        />
      </Form>
    </FormGroupProvider>
  );
}
