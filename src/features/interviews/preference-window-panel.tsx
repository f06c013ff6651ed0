/**
 * The program's preference windows (ADR 0024 §5): open one (its close time and waitlist mode), see
 * its counts, close it now (the seats are assigned in one batch) or cancel it.
 */
import { useCallback, useEffect, useRef } from 'react';
import {
  cancelPreferenceWindow,
  closePreferenceWindow,
  createPreferenceWindow,
  createPreferenceWindowInput,
  listPreferenceWindows,
  type PreferenceWindow,
} from '../../../core/contracts/interviews/preference-windows.contract.ts';
import { type WaitlistMode, waitlistModes } from '../../../core/domain/interviews.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { Button } from '../../ui/button.tsx';
import { confirm } from '../../ui/confirm-dialog.tsx';
import { DateTimeField } from '../../ui/date-time-field.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { useSchemaValidate } from '../forms/schema-errors.ts';
import { useEntityForm } from '../forms/use-entity-form.ts';
import { InterviewTime } from './program-interview-parts.tsx';

type Props = { matchCycleCode: string; programCode: string; isReadOnly: boolean; revision: number };

type Values = { closesAt: string | null; waitlistMode: WaitlistMode };

const toBody = (values: Values) => ({ closesAt: values.closesAt ?? '', waitlistMode: values.waitlistMode });

export function PreferenceWindowPanel({ matchCycleCode, programCode, isReadOnly, revision }: Props) {
  const t = useT();
  const params = { matchCycleCode, programCode };
  const windows = useContractQuery(listPreferenceWindows, { params });
  const first = useRef(revision);
  const reload = windows.reload;
  useEffect(() => {
    if (revision !== first.current) reload();
  }, [revision, reload]);
  const open = windows.data?.windows.find((w) => w.status === 'Open') ?? null;
  const act = async (window: PreferenceWindow, action: 'close' | 'cancel') => {
    const ok = await confirm({
      message: action === 'close' ? t('PwCloseConfirm') : t('PwCancelConfirm'),
      confirmLabel: action === 'close' ? t('PwCloseNow') : t('PwCancel'),
      isDanger: action === 'cancel',
    });
    if (!ok) return;
    try {
      const contract = action === 'close' ? closePreferenceWindow : cancelPreferenceWindow;
      await call(contract, { params: { ...params, id: window.id }, body: {} });
      showSuccess(action === 'close' ? t('PwClosed') : t('PwCancelled'));
      reload();
    } catch (error) {
      handleError(error, { context: 'preference window' });
    }
  };
  return (
    <section className="stack" aria-labelledby="pw-title">
      <h2 id="pw-title">{t('PwTitle')}</h2>
      <p>{t('PwIntro')}</p>
      {open ? (
        <div className="card stack">
          <p>
            <StatusBadge status="Open" label={t('PwOpen')} tone="info" /> {t('PwClosesAt')}{' '}
            <InterviewTime startsAt={open.closesAt} endsAt={null} />
          </p>
          <p>{t(`PwMode_${open.waitlistMode}`)}</p>
          <p>
            {t('PwCounts', {
              invited: open.counts.invited,
              ranked: open.counts.ranked,
              assigned: open.counts.assigned,
              waitlisted: open.counts.waitlisted,
            })}
          </p>
          {isReadOnly ? null : (
            <div className="button-row">
              <Button onPress={() => void act(open, 'close')}>{t('PwCloseNow')}</Button>
              <Button variant="secondary" onPress={() => void act(open, 'cancel')}>
                {t('PwCancel')}
              </Button>
            </div>
          )}
        </div>
      ) : isReadOnly ? (
        <p>{t('PwNoneOpen')}</p>
      ) : (
        <OpenWindowForm matchCycleCode={matchCycleCode} programCode={programCode} onOpened={reload} />
      )}
      {(windows.data?.windows ?? [])
        .filter((w) => w.status !== 'Open')
        .slice(0, 3)
        .map((w) => (
          <p key={w.id}>
            {t(`PwStatus_${w.status}`)} · <InterviewTime startsAt={w.closesAt} endsAt={null} /> ·{' '}
            {t('PwCounts', {
              invited: w.counts.invited,
              ranked: w.counts.ranked,
              assigned: w.counts.assigned,
              waitlisted: w.counts.waitlisted,
            })}
          </p>
        ))}
    </section>
  );
}

function OpenWindowForm({
  matchCycleCode,
  programCode,
  onOpened,
}: {
  matchCycleCode: string;
  programCode: string;
  onOpened: () => void;
}) {
  const t = useT();
  const validate = useSchemaValidate(createPreferenceWindowInput, useCallback(toBody, []));
  const form = useEntityForm<Values>({
    draftKey: `preference-window:${matchCycleCode}:${programCode}`,
    initial: { closesAt: null, waitlistMode: 'Ordered' },
    validate,
    context: 'preference window open',
    resetAfterSave: true,
    onSubmit: async (values) => {
      await call(createPreferenceWindow, {
        params: { matchCycleCode, programCode },
        body: createPreferenceWindowInput.parse(toBody(values)),
      });
      showSuccess(t('PwOpened'));
      onOpened();
    },
  });
  return (
    <form className="stack" aria-label={t('PwOpenForm')} onSubmit={(event) => void form.submit(event)}>
      <DateTimeField
        label={t('PwClosesAt')}
        value={form.values.closesAt}
        onChange={(value) => form.set({ closesAt: value })}
        onBlur={() => form.touch('closesAt')}
        errorMessage={form.errorOf('closesAt')}
        isRequired
      />
      <SelectField
        label={t('PwWaitlistMode')}
        options={waitlistModes.map((mode) => ({ value: mode, label: t(`PwMode_${mode}`) }))}
        value={form.values.waitlistMode}
        onChange={(value) => form.set({ waitlistMode: (value ?? 'Ordered') as WaitlistMode })}
        isRequired
      />
      <FormFooter
        hasErrors={form.hasErrors}
        isSaving={form.isSaving}
        isDirty={form.isDirty}
        submitLabel={t('PwOpenWindow')}
      />
    </form>
  );
}
