import { useCallback } from 'react';
import { Form } from 'react-aria-components';
import {
  createProgramPositionsRequest,
  createProgramRenameRequest,
  listPortalProgramListings,
} from '../../../../core/contracts/programs/program-portal.contract.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { NumberField } from '../../../ui/number-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import './portal.css';

type Done = () => void;

function PositionsRequestForm({ programCode, onDone }: { programCode: string; onDone: Done }) {
  const t = useT();
  const listings = useContractQuery(listPortalProgramListings, { params: { programCode } });
  const cycles = [
    ...(listings.data?.items ?? [])
      .filter((c) => !c.isReadOnly)
      .map((c) => ({
        value: String(c.matchCycleId),
        label: `${c.matchName} (${t('PpPositionsNow', { count: c.positions })})`,
      })),
    ...(listings.data?.availableCycles ?? []).map((c) => ({
      value: String(c.id),
      label: `${c.matchName} (${t('PpNotListedYet')})`,
    })),
  ];
  const validate = useCallback(
    (values: { matchCycleId: number | null; positions: number | null }): Record<string, string> => {
      const own: Record<string, string> = {};
      if (values.matchCycleId === null) own.matchCycleId = t('SelectMatchCycle');
      if (values.positions === null) own.positions = t('MustBeNumber');
      else if (values.positions < 1) own.positions = t('GreaterThanZero');
      return own;
    },
    [t],
  );
  const form = useEntityForm({
    draftKey: `program:${programCode}:positions-request`,
    initial: { matchCycleId: null as number | null, positions: null as number | null },
    validate,
    context: 'program positions request',
    messagesOn: 'submit',
  });
  const submit = form.handleSubmit(async (values) => {
    await call(createProgramPositionsRequest, {
      params: { programCode },
      body: { matchCycleId: values.matchCycleId ?? 0, positions: values.positions ?? 0 },
    });
    showSuccess(t('PpRequestSent'));
    form.reset();
    onDone();
  });
  return (
    <Form
      className="form-section"
      validationBehavior="aria"
      onSubmit={submit}
      aria-labelledby="pp-positions-form"
    >
      <h3 id="pp-positions-form">{t('PpPositionsRequestTitle')}</h3>
      <SelectField
        label={t('PpCycle')}
        options={cycles}
        value={form.values.matchCycleId === null ? null : String(form.values.matchCycleId)}
        onChange={(value) => form.set({ matchCycleId: value === null ? null : Number(value) })}
        errorMessage={form.errorOf('matchCycleId')}
        isRequired
      />
      <NumberField
        label={t('PpNewPositions')}
        value={form.values.positions}
        onChange={(positions) => form.set({ positions })}
        errorMessage={form.errorOf('positions')}
        minValue={1}
        maxValue={10_000}
        isRequired
      />
      <div className="button-row">
        <Button type="submit" isDisabled={form.isSaving}>
          {t('PpSendRequest')}
        </Button>
      </div>
    </Form>
  );
}

function RenameRequestForm({
  programCode,
  currentName,
  onDone,
}: {
  programCode: string;
  currentName: string;
  onDone: Done;
}) {
  const t = useT();
  const validate = useCallback(
    (values: { newName: string }): Record<string, string> =>
      values.newName.trim() ? {} : { newName: t('NameIsRequired') },
    [t],
  );
  const form = useEntityForm({
    draftKey: `program:${programCode}:rename-request`,
    initial: { newName: '' },
    validate,
    context: 'program rename request',
    messagesOn: 'submit',
  });
  const submit = form.handleSubmit(async (values) => {
    await call(createProgramRenameRequest, {
      params: { programCode },
      body: { newName: values.newName.trim() },
    });
    showSuccess(t('PpRequestSent'));
    form.reset();
    onDone();
  });
  return (
    <Form
      className="form-section"
      validationBehavior="aria"
      onSubmit={submit}
      aria-labelledby="pp-rename-form"
    >
      <h3 id="pp-rename-form">{t('PpRenameRequestTitle')}</h3>
      <p className="muted">{t('PpCurrentName', { name: currentName })}</p>
      <TextField
        label={t('PpNewName')}
        value={form.values.newName}
        onChange={(newName) => form.set({ newName })}
        errorMessage={form.errorOf('newName')}
        maxLength={200}
        isRequired
      />
      <div className="button-row">
        <Button type="submit" isDisabled={form.isSaving}>
          {t('PpSendRequest')}
        </Button>
      </div>
    </Form>
  );
}

/** Positions and name: both change by a request an admin decides (the requests tab shows its status). */
export function MyProgramPositionsTab({
  programCode,
  programName,
  onSent,
}: {
  programCode: string;
  programName: string;
  onSent: Done;
}) {
  const t = useT();
  return (
    <div className="stack">
      <h2>{t('PpTabPositions')}</h2>
      <p>{t('PpPositionsIntro')}</p>
      <div className="pp-forms">
        <PositionsRequestForm programCode={programCode} onDone={onSent} />
        <RenameRequestForm programCode={programCode} currentName={programName} onDone={onSent} />
      </div>
    </div>
  );
}
