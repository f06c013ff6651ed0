/**
 * Asks for one PDF of many applications (platform.md §3 and §7, QueueBulkPdfMerge): the button opens
 * a dialog listing the sections a packet of its type can hold (the type's usual ones selected), and
 * queues the request with the ones left selected. The progress toast follows it from there.
 */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { queueBulkPdfMerge } from '../../../core/contracts/pdf-merges/pdf-merges.contract.ts';
import {
  defaultSectionsOfMergeType,
  type MergeSection,
  type MergeType,
  sectionsOfMergeType,
} from '../../../core/domain/pdf-merges.ts';
import { call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { useEntityForm } from '../forms/use-entity-form.ts';
import { mergeRequested } from './merge-progress-store.ts';

const sectionKeys = {
  ApplicantCoversheet: 'PdfSection_ApplicantCoversheet',
  InterviewCoversheet: 'PdfSection_InterviewCoversheet',
  VacancyCoversheet: 'PdfSection_VacancyCoversheet',
  Profile: 'PdfSection_Profile',
  Educations: 'PdfSection_Educations',
  Examinations: 'PdfSection_Examinations',
  Employments: 'PdfSection_Employments',
  Publications: 'PdfSection_Publications',
  Hobby: 'PdfSection_Hobby',
  SpecialtyInfo: 'PdfSection_SpecialtyInfo',
  PersonalStatement: 'PdfSection_PersonalStatement',
  Documents: 'PdfSection_Documents',
  LORs: 'PdfSection_LORs',
  MSPE: 'PdfSection_MSPE',
} as const satisfies Record<MergeSection, string>;

export type PacketRequestButtonProps = {
  type: MergeType;
  /** Application ids (vacancy application ids for VacancyApplication). */
  entityIds: readonly number[];
  /** The button's words ('Download applications (PDF)', 'Download coversheets (PDF)'). */
  label: string;
  isDisabled?: boolean;
};

export function PacketRequestButton({ type, entityIds, label, isDisabled }: PacketRequestButtonProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        isDisabled={isDisabled || entityIds.length === 0}
        onPress={() => setOpen(true)}
        data-testid="pdf-merge-request"
      >
        {label}
      </Button>
      <ModalDialog isOpen={isOpen} onOpenChange={setOpen} title={label} size="small">
        {isOpen ? (
          <PacketRequestForm type={type} entityIds={entityIds} onClose={() => setOpen(false)} />
        ) : null}
      </ModalDialog>
    </>
  );
}

type Values = { sections: MergeSection[] };

function PacketRequestForm({
  type,
  entityIds,
  onClose,
}: {
  type: MergeType;
  entityIds: readonly number[];
  onClose: () => void;
}) {
  const t = useT();
  const form = useEntityForm<Values>({
    draftKey: null,
    initial: { sections: [...defaultSectionsOfMergeType[type]] },
    validate: (values) => (values.sections.length === 0 ? { sections: t('PdfMergeNoSection') } : {}),
    messagesOn: 'submit',
    context: 'bulk PDF merge request',
    onSubmit: async (values) => {
      const progress = await call(queueBulkPdfMerge, {
        body: { entityIds: [...entityIds], sections: values.sections, type },
      });
      mergeRequested(progress);
      onClose();
    },
  });
  const offered = sectionsOfMergeType[type];
  const toggle = (section: MergeSection, on: boolean) =>
    form.set({
      // Kept in the packet's order, whatever order they were ticked in.
      sections: offered.filter((s) => (s === section ? on : form.values.sections.includes(s))),
    });
  return (
    <Form
      className="form"
      validationBehavior="aria"
      aria-label={t('PdfMergeSections')}
      onSubmit={form.submit}
    >
      <p>{t('PdfMergeCount', { count: entityIds.length })}</p>
      <fieldset className="stack-tight">
        <legend>{t('PdfMergeSections')}</legend>
        {offered.map((section) => (
          <CheckboxField
            key={section}
            label={t(sectionKeys[section])}
            isSelected={form.values.sections.includes(section)}
            onChange={(on) => toggle(section, on)}
          />
        ))}
      </fieldset>
      <FormMessage text={form.errorOf('sections')} />
      <div className="button-row button-row-end">
        <Button variant="secondary" onPress={onClose} isDisabled={form.isSaving}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isPending={form.isSaving} data-testid="pdf-merge-submit">
          {t('PdfMergeRequest')}
        </Button>
      </div>
    </Form>
  );
}
