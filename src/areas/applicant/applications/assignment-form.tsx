import { useEffect, useRef, useState } from 'react';
import {
  type Application,
  type ApplicationsOverview,
  listApplications,
  updateApplication,
} from '../../../../core/contracts/applications/applications.contract.ts';
import { buildPath } from '../../../../core/contracts/http.ts';
import { showDeniedIfRefused } from '../../../features/applicant-restrictions/use-applicant-guard.ts';
import { ConflictChoice } from '../../../features/sync/conflict-dialog.tsx';
import { sendOrKeepOnDevice } from '../../../features/sync/send-or-keep-on-device.ts';
import { syncStatusText, syncStatusTone } from '../../../features/sync/sync-status-indicator.tsx';
import { useOfflineEntity } from '../../../features/sync/use-offline-entity.ts';
import { ServerError } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { SelectField } from '../../../ui/select-field.tsx';

/** What a PUT writes: the statement and letters that go to this program, on the version they were chosen on. */
type Assignment = { personalStatementId: number | null; letterIds: number[]; version: number };

const assignmentOf = (application: Pick<Application, 'personalStatementId' | 'letterIds' | 'version'>) => ({
  personalStatementId: application.personalStatementId,
  letterIds: application.letterIds,
  version: application.version,
});

/**
 * The personal statement and letters of one application, an application draft kept like the profile
 * (ADR 0012): saved at once when the server answers, otherwise kept on this device and sent by the
 * outbox; a choice made elsewhere meanwhile is shown beside this one and the applicant decides.
 */
export function AssignmentForm({
  application,
  data,
  onSaved,
}: {
  application: Application;
  data: ApplicationsOverview;
  onSaved: () => void;
}) {
  const t = useT();
  const params = { matchCycleCode: data.matchCycleCode, applicationId: application.id };
  const entity = useOfflineEntity<Assignment, Assignment>({
    entity: 'application-assignment',
    id: application.id,
    // The overview holds the server's copy (and is itself kept for reading offline).
    load: async () => assignmentOf(application),
    save: { method: 'PUT', path: buildPath(updateApplication.path, params) },
  });
  // An edit still waiting on this device is what the applicant last chose (also after a reload).
  const start = entity.unsent ?? assignmentOf(application);
  const [statementId, setStatementId] = useState<string | null>(
    start.personalStatementId === null ? 'none' : String(start.personalStatementId),
  );
  const [letterIds, setLetterIds] = useState<number[]>(start.letterIds);
  const [version, setVersion] = useState(application.version);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [savedElsewhere, setSavedElsewhere] = useState<Application | null>(null);

  // The waiting edit is read from the device after the first render: start the form from it.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !entity.unsentKnown) return;
    restored.current = true;
    if (entity.unsent) {
      setStatementId(
        entity.unsent.personalStatementId === null ? 'none' : String(entity.unsent.personalStatementId),
      );
      setLetterIds(entity.unsent.letterIds);
    }
  }, [entity.unsentKnown, entity.unsent]);

  // The outbox delivered the edit: the overview reads the server's copy again.
  const lastStatus = useRef(entity.status);
  useEffect(() => {
    if (lastStatus.current !== 'synced' && entity.status === 'synced') onSaved();
    lastStatus.current = entity.status;
  }, [entity.status, onSaved]);

  const statementTitle = (id: unknown) =>
    id === null || id === undefined
      ? t('ApNoStatement')
      : (data.personalStatements.find((s) => s.id === id)?.title ?? String(id));
  const letterNames = (ids: unknown) =>
    Array.isArray(ids)
      ? ids.map((id) => data.letters.find((l) => l.id === id)?.writerName ?? String(id)).join(', ') ||
        t('ApNoLettersChosen')
      : null;
  const describeValue = (field: string, value: unknown) =>
    field === 'personalStatementId'
      ? statementTitle(value)
      : field === 'letterIds'
        ? letterNames(value)
        : null;

  const toggle = (id: number, checked: boolean) =>
    setLetterIds((ids) => (checked ? [...ids, id] : ids.filter((x) => x !== id)));
  const save = async () => {
    const body: Assignment = {
      personalStatementId: statementId && statementId !== 'none' ? Number(statementId) : null,
      letterIds,
      version,
    };
    try {
      const outcome = await sendOrKeepOnDevice(entity, body, async (idempotencyKey) =>
        assignmentOf(await call(updateApplication, { params, body, idempotencyKey })),
      );
      setErrors({});
      setSavedElsewhere(null);
      if (outcome.onDevice) return;
      setVersion(outcome.saved.version);
      showSuccess(t('ApSaved'));
      onSaved();
    } catch (error) {
      if (error instanceof ServerError && error.status === 409) {
        // Nothing chosen here is dropped: the form keeps it until the applicant decides.
        const overview = await call(listApplications, { params: { matchCycleCode: data.matchCycleCode } });
        const current = overview.items.find((item) => item.id === application.id);
        if (current) {
          setSavedElsewhere(current);
          return;
        }
      }
      if (!showDeniedIfRefused(error))
        setErrors(handleError(error, { context: 'application assignment' }) ?? {});
    }
  };
  return (
    <div className="stack">
      <SelectField
        label={t('ApStatement')}
        value={statementId}
        onChange={setStatementId}
        options={[
          { value: 'none', label: t('ApNoStatement') },
          ...data.personalStatements.map((s) => ({ value: String(s.id), label: s.title })),
        ]}
        errorMessage={errors.personalStatementId?.[0] ?? null}
      />
      <fieldset className="stack">
        <legend>{t('ApLetters', { count: data.lorsCount })}</legend>
        {data.letters.length === 0 ? <p>{t('ApNoLetters')}</p> : null}
        {data.letters.map((letter) => {
          const checked = letterIds.includes(letter.id);
          return (
            <Checkbox
              key={letter.id}
              isSelected={checked}
              isDisabled={!checked && letterIds.length >= data.lorsCount}
              onChange={(value) => toggle(letter.id, value)}
            >
              {t('ApLetterOption', { name: letter.writerName, status: letter.status })}
            </Checkbox>
          );
        })}
        {errors.letterIds?.[0] ? <p className="field-error">{errors.letterIds[0]}</p> : null}
      </fieldset>
      {entity.unsent ? (
        <FormMessage tone={syncStatusTone[entity.status]} text={t(syncStatusText[entity.status])} />
      ) : null}
      {savedElsewhere ? (
        <div className="stack" role="alert">
          <p>{t('ApChangedElsewhere')}</p>
          <p>
            {t('ApSavedElsewhere', {
              statement: statementTitle(savedElsewhere.personalStatementId),
              letters: letterNames(savedElsewhere.letterIds) ?? '',
            })}
          </p>
          <div className="button-row">
            <Button
              variant="secondary"
              onPress={() => {
                // Keep mine: the next save replaces the saved choice knowingly.
                setVersion(savedElsewhere.version);
                setSavedElsewhere(null);
              }}
            >
              {t('LtKeepMine')}
            </Button>
            <Button
              variant="secondary"
              onPress={() => {
                const current = assignmentOf(savedElsewhere);
                setStatementId(
                  current.personalStatementId === null ? 'none' : String(current.personalStatementId),
                );
                setLetterIds(current.letterIds);
                setVersion(current.version);
                setSavedElsewhere(null);
                onSaved();
              }}
            >
              {t('LtTakeSaved')}
            </Button>
          </div>
        </div>
      ) : null}
      {entity.conflict ? (
        <ConflictChoice
          entry={entity.conflict}
          fieldLabels={{ personalStatementId: t('ApStatement'), letterIds: t('ApLettersLabel') }}
          describeValue={describeValue}
          onResolved={(_choice, value) => {
            const kept = value as Partial<Assignment>;
            setStatementId(
              kept.personalStatementId === null || kept.personalStatementId === undefined
                ? 'none'
                : String(kept.personalStatementId),
            );
            setLetterIds(kept.letterIds ?? []);
          }}
        />
      ) : null}
      <div className="button-row">
        <Button variant="secondary" isDisabled={savedElsewhere !== null} onPress={() => void save()}>
          {t('ApSaveAssignment')}
        </Button>
      </div>
    </div>
  );
}
