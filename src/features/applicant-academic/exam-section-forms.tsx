import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type Examinations,
  type ExamSection,
  getExaminations,
  putExamSection,
} from '../../../core/contracts/applicants/academic-info.contract.ts';
import type { Contract } from '../../../core/contracts/http.ts';
import {
  type ExamType,
  examResultLabels,
  examSectionKeys,
  examTypeLabels,
} from '../../../core/domain/exams.ts';
import { ServerError } from '../../lib/errors/app-errors.ts';
import { todayInPacific } from '../../lib/format/dates.ts';
import { type CallInput, call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { FormSection, type FormSectionStatus } from '../../ui/form-sections.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useFormGroupMember } from '../forms/form-group.tsx';
import { translateFields, useEntityForm } from '../forms/use-entity-form.ts';
import { ConflictChoice } from '../sync/conflict-dialog.tsx';
import { sendOrKeepOnDevice } from '../sync/send-or-keep-on-device.ts';
import { syncStatusText, syncStatusTone } from '../sync/sync-status-indicator.tsx';
import { useOfflineEntity } from '../sync/use-offline-entity.ts';
import {
  emptyListItem,
  type FieldSpec,
  type ListExamType,
  type ListValues,
  listBodyOf,
  listSectionColumns,
  listValuesOf,
  type RecordExamType,
  type RecordValues,
  recordBodyOf,
  recordSectionGroups,
  recordValuesOf,
  resultOptions,
  validateList,
  validateRecord,
} from './exam-values.ts';
import './academic.css';

const today = () => todayInPacific().toString();

/** A section write refused because the saved copy changed meanwhile (409 Conflict). */
export function isSectionConflict(error: unknown): boolean {
  return error instanceof ServerError && error.status === 409 && error.code === 'Conflict';
}

/** Sends one section; the contract of each section is typed, the generic form sees them as one. */
async function saveSection<T extends ExamType>(
  type: T,
  body: unknown,
  idempotencyKey: string,
): Promise<ExamSection<T>> {
  const contract: Contract = putExamSection[type];
  return (await call(contract, { body, idempotencyKey } as CallInput<Contract>)) as ExamSection<T>;
}

/** The saved copy of one section, read again after a conflict. */
async function savedSection<T extends ExamType>(type: T): Promise<ExamSection<T>> {
  const all: Examinations = await call(getExaminations, {});
  return all[examSectionKeys[type]] as ExamSection<T>;
}

/** What the saved copy holds, in a few words (the conflict notice shows it beside the applicant's edit). */
export function sectionSummary(section: Record<string, unknown>): string {
  const parts: string[] = [];
  const walk = (node: unknown) => {
    if (node === null || node === undefined || node === '') return;
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) if (key !== 'version') walk(value);
    } else parts.push(String(node));
  };
  walk(section);
  return parts.join(', ').slice(0, 200) || '—';
}

/**
 * After a 409 the applicant's edit stays in the form; they keep it (saved again over the newer copy)
 * or take the saved copy. Nothing typed is dropped without that choice.
 */
function SectionConflict({
  saved,
  onKeepMine,
  onTakeSaved,
}: {
  saved: Record<string, unknown>;
  onKeepMine: () => void;
  onTakeSaved: () => void;
}) {
  const t = useT();
  return (
    <section className="version-conflict" aria-label={t('ExaminationChangedMeanwhile')}>
      <FormMessage text={t('ExaminationChangedMeanwhile')} />
      <p className="version-conflict-summary">{t('AcConflictSaved', { summary: sectionSummary(saved) })}</p>
      <div className="button-row">
        <Button variant="secondary" onPress={onKeepMine}>
          {t('AcConflictKeepMine')}
        </Button>
        <Button variant="secondary" onPress={onTakeSaved}>
          {t('AcConflictTakeSaved')}
        </Button>
      </div>
    </section>
  );
}

type SectionProps<T extends ExamType> = {
  type: T;
  initial: ExamSection<T>;
  /** Names the draft kept across a reload. */
  draftKey: string;
};

function ResultField({
  spec,
  value,
  onChange,
  errorMessage,
}: {
  spec: FieldSpec;
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | null;
}) {
  const t = useT();
  const options = (resultOptions[spec.kind] ?? []).map((v) => ({
    value: v,
    label: examResultLabels[v as keyof typeof examResultLabels],
  }));
  return (
    <SelectField
      label={t(spec.label)}
      options={[{ value: '', label: '—' }, ...options]}
      value={value}
      onChange={(next) => onChange(next ?? '')}
      errorMessage={errorMessage}
    />
  );
}

function RecordField({
  spec,
  value,
  onChange,
  errorMessage,
}: {
  spec: FieldSpec;
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | null;
}) {
  const t = useT();
  const label = t(spec.label);
  switch (spec.kind) {
    case 'takenDate':
    case 'date':
      return (
        <DateField
          label={label}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          errorMessage={errorMessage}
          {...(spec.kind === 'takenDate' ? { max: today() } : {})}
        />
      );
    case 'usmleResult':
    case 'comlexResult':
    case 'clinicalSkills':
      return <ResultField spec={spec} value={value} onChange={onChange} errorMessage={errorMessage} />;
    case 'longText':
      return (
        <TextAreaField
          label={label}
          value={value}
          onChange={onChange}
          errorMessage={errorMessage}
          maxLength={1000}
          className="exam-wide"
        />
      );
    case 'text':
      return (
        <TextField
          label={label}
          value={value}
          onChange={onChange}
          errorMessage={errorMessage}
          maxLength={20}
        />
      );
    default: {
      const digits = spec.kind === 'twoDigits' ? 2 : spec.kind === 'attempts' ? 2 : 3;
      return (
        <TextField
          label={label}
          value={value}
          onChange={onChange}
          errorMessage={errorMessage}
          filter="integer"
          inputMode="numeric"
          maxLength={digits}
        />
      );
    }
  }
}

/** The values without their version: what the applicant edits. */
function editedPart(values: object): unknown {
  const { version: _version, ...rest } = values as Record<string, unknown>;
  return rest;
}

/** Whether two edited values hold the same (key order aside). */
function sameValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * The save of one section with its 'Saved' mark and the 409 conflict: after a conflict the saved
 * copy is read again and offered beside the applicant's edit (record and list sections alike).
 * Without a connection the save waits on this device and the outbox sends it (ADR 0012); a conflict
 * found then opens the conflict dialog. The page's one Save sends the section when it holds edits
 * (useFormGroupMember); the section's state line says what it holds.
 */
function useSectionForm<T extends ExamType, V extends object>({
  type,
  initial,
  draftKey,
  validate,
  valuesOf,
  bodyOf,
  versionOf,
  isFilled,
}: SectionProps<T> & {
  validate: (values: V) => Partial<Record<string, string>>;
  valuesOf: (type: T, section: ExamSection<T>) => V;
  bodyOf: (type: T, values: V) => unknown;
  versionOf: (version: number) => Partial<V>;
  isFilled: (values: V) => boolean;
}) {
  const t = useT();
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const [conflict, setConflict] = useState<ExamSection<T> | null>(null);
  // What the server (or the outbox) holds: the form is dirty while its values differ from these.
  const [baseline, setBaseline] = useState<V>(() => valuesOf(type, initial));
  const section = useOfflineEntity<ExamSection<T>, Record<string, unknown>>({
    entity: 'exam-section',
    id: type,
    // The page read every section at once (and keeps that copy for reading offline).
    load: async () => initial,
    save: { method: 'PUT', path: putExamSection[type].path },
  });
  const form = useEntityForm<V>({
    draftKey,
    initial: valuesOf(type, initial),
    validate,
    context: `${type} save`,
    onSubmit: async (values) => {
      setSaved(false);
      const body = bodyOf(type, values) as Record<string, unknown>;
      try {
        const outcome = await sendOrKeepOnDevice(section, body, (key) => saveSection(type, body, key));
        setConflict(null);
        setBaseline(values);
        if (outcome.onDevice) return;
        form.set(versionOf(outcome.saved.version));
        setSaved(true);
      } catch (error) {
        if (isSectionConflict(error)) setConflict(await savedSection(type).catch(() => null));
        throw error;
      }
    },
  });
  /** Puts values in the form that are already kept (on the server or in the outbox): not an edit to save. */
  const takeKept = (values: V) => {
    form.set(values);
    form.reset({ keepValues: true });
    form.clearDraft();
    setBaseline(values);
  };
  // An edit still waiting on this device is what the applicant last saw (also after a reload).
  const restored = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the outbox has been read
  useEffect(() => {
    if (restored.current || !section.unsentKnown) return;
    restored.current = true;
    if (section.unsent) takeKept(valuesOf(type, { ...initial, ...section.unsent } as ExamSection<T>));
  }, [section.unsentKnown, section.unsent]);
  const isDirty = !sameValues(editedPart(form.values), editedPart(baseline));
  useFormGroupMember(type, {
    isDirty,
    save: async () => {
      const ok = await form.send();
      setFailed(!ok);
      return ok;
    },
  });
  const status: FormSectionStatus =
    failed && isDirty
      ? { text: t('AcSectionNotSaved'), tone: 'danger' }
      : isDirty
        ? { text: t('AcSectionUnsaved'), tone: 'warning' }
        : section.unsent
          ? { text: t(syncStatusText[section.status]), tone: syncStatusTone[section.status] }
          : isFilled(form.values)
            ? { text: t('AcSectionFilled'), tone: 'success' }
            : { text: t('AcSectionEmpty'), tone: 'neutral' };
  const notices = (
    <>
      {form.isRestored ? <FormMessage tone="info" text={t('PgDraftRestored')} /> : null}
      {failed && isDirty ? <FormMessage text={t('AcSectionNotSavedHint')} /> : null}
      {section.unsent ? (
        <FormMessage tone={syncStatusTone[section.status]} text={t(syncStatusText[section.status])} />
      ) : null}
      {conflict ? (
        <SectionConflict
          saved={conflict}
          onKeepMine={() => {
            form.set(versionOf(conflict.version));
            setConflict(null);
          }}
          onTakeSaved={() => {
            takeKept(valuesOf(type, conflict));
            setConflict(null);
          }}
        />
      ) : null}
      {section.conflict ? (
        <ConflictChoice
          entry={section.conflict}
          describeValue={(_field, value) =>
            value !== null && typeof value === 'object'
              ? sectionSummary(value as Record<string, unknown>)
              : null
          }
          onResolved={(_choice, value) =>
            takeKept(valuesOf(type, { ...initial, ...(value as object) } as ExamSection<T>))
          }
        />
      ) : null}
    </>
  );
  const savedNotice = saved && !isDirty ? <FormMessage tone="success" text={t('AcSaved')} /> : null;
  return { form, status, notices, savedNotice };
}

const recordFilled = (values: RecordValues) =>
  Object.entries(values).some(([key, value]) => key !== 'version' && value !== '');
const listFilled = (values: ListValues) => values.items.length > 0;

/** USMLE, COMLEX, MCCQE or ECFMG: its fields in groups, one section of the page's form. */
export function RecordSectionForm<T extends RecordExamType>({ type, initial, draftKey }: SectionProps<T>) {
  const t = useT();
  const validate = useCallback(
    (values: RecordValues) => translateFields(t, validateRecord(type, values, today())),
    [t, type],
  );
  const { form, status, notices, savedNotice } = useSectionForm({
    type,
    initial,
    draftKey,
    validate,
    valuesOf: recordValuesOf,
    bodyOf: recordBodyOf,
    versionOf: (version) => ({ version: String(version) }),
    isFilled: recordFilled,
  });
  return (
    <FormSection id={type} title={examTypeLabels[type]} status={status}>
      <div className="form">
        {notices}
        {recordSectionGroups[type].map((group) => {
          const grid = (
            <div key="grid" className="form-grid">
              {group.fields.map((spec) => (
                <RecordField
                  key={spec.path}
                  spec={spec}
                  value={form.values[spec.path] ?? ''}
                  onChange={(value) => form.set({ [spec.path]: value })}
                  errorMessage={form.errorOf(spec.path)}
                />
              ))}
            </div>
          );
          return group.legend ? (
            <fieldset key={group.legend} className="exam-group">
              <legend>{t(group.legend)}</legend>
              {grid}
            </fieldset>
          ) : (
            <div key="main">{grid}</div>
          );
        })}
        {savedNotice}
      </div>
    </FormSection>
  );
}

/** Licensure, Board Certification or Board Certification Eligibility: rows added and removed in place. */
export function ListSectionForm<T extends ListExamType>({ type, initial, draftKey }: SectionProps<T>) {
  const t = useT();
  const validate = useCallback(
    (values: ListValues) => translateFields(t, validateList(type, values, today())),
    [t, type],
  );
  const { form, status, notices, savedNotice } = useSectionForm({
    type,
    initial,
    draftKey,
    validate,
    valuesOf: listValuesOf,
    bodyOf: listBodyOf,
    versionOf: (version) => ({ version }),
    isFilled: listFilled,
  });
  const { items } = form.values;
  const setItem = (index: number, field: string, value: string) =>
    form.set({ items: items.map((item, i) => (i === index ? { ...item, [field]: value } : item)) });
  const columns = listSectionColumns[type];
  const name = examTypeLabels[type];
  return (
    <FormSection id={type} title={name} status={status}>
      <div className="form">
        {notices}
        {items.length === 0 ? <p className="exam-empty">{t('AcNoEntries', { name })}</p> : null}
        {items.map((item, index) => (
          // Rows have no id of their own: the position is the row (the server keeps the list as sent).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <fieldset key={index} className="exam-group">
            <legend>{t('AcEntry', { name, number: index + 1 })}</legend>
            <div className="form-grid">
              {columns.map((column) =>
                column.kind === 'date' ? (
                  <DateField
                    key={column.field}
                    label={t(column.label)}
                    value={item[column.field] || null}
                    onChange={(next) => setItem(index, column.field, next ?? '')}
                    errorMessage={form.errorOf(`items.${index}.${column.field}`)}
                  />
                ) : (
                  <TextField
                    key={column.field}
                    label={t(column.label)}
                    value={item[column.field] ?? ''}
                    onChange={(value) => setItem(index, column.field, value)}
                    errorMessage={form.errorOf(`items.${index}.${column.field}`)}
                    isRequired={Boolean(column.required)}
                    maxLength={column.kind === 'year' ? 4 : 200}
                    {...(column.kind === 'year'
                      ? { filter: 'integer' as const, inputMode: 'numeric' as const }
                      : {})}
                  />
                ),
              )}
            </div>
            <Button
              variant="link"
              onPress={() => form.set({ items: items.filter((_, i) => i !== index) })}
              aria-label={t('AcRemoveEntry', { name, number: index + 1 })}
            >
              {t('AcRemove')}
            </Button>
          </fieldset>
        ))}
        <div className="button-row">
          <Button variant="secondary" onPress={() => form.set({ items: [...items, emptyListItem(type)] })}>
            {t('AcAddEntry', { name })}
          </Button>
        </div>
        {savedNotice}
      </div>
    </FormSection>
  );
}
