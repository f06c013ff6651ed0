import { useState } from 'react';
import type { CoupleProgram } from '../../../core/contracts/couples/couples.contract.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { moveToPosition } from '../rank-lists/rank-order.ts';

/** One rank of a joint list from the reader's side; null is "no match" for that member. */
export type ProgramPair = { myProgramId: number | null; partnerProgramId: number | null };

export type PairListEditorProps = {
  pairs: readonly ProgramPair[];
  myPrograms: readonly CoupleProgram[];
  partnerPrograms: readonly CoupleProgram[];
  partnerName: string;
  canEdit: boolean;
  onChange: (pairs: ProgramPair[]) => void;
};

const NO_MATCH = 'none';

const samePair = (a: ProgramPair, b: ProgramPair) =>
  a.myProgramId === b.myProgramId && a.partnerProgramId === b.partnerProgramId;

/**
 * A couple's joint rank list (issue 6): pairs of programs, first choice first, each side a program
 * that member applied to or "No match". Reordered with move buttons or a typed position (keyboard
 * friendly), removed, and added by choosing both sides. Read-only when `canEdit` is false.
 */
export function PairListEditor({
  pairs,
  myPrograms,
  partnerPrograms,
  partnerName,
  canEdit,
  onChange,
}: PairListEditorProps) {
  const t = useT();
  const nameIn = (programs: readonly CoupleProgram[], id: number | null) =>
    id === null ? t('CpNoMatch') : (programs.find((p) => p.programId === id)?.programName ?? String(id));
  const pairText = (pair: ProgramPair) =>
    t('CpPairOf', {
      mine: nameIn(myPrograms, pair.myProgramId),
      partnerName,
      partner: nameIn(partnerPrograms, pair.partnerProgramId),
    });
  return (
    <>
      {pairs.length === 0 ? (
        <p>{t('CpJointEmpty')}</p>
      ) : (
        <ol className="card-list" aria-label={t('CpJointList')}>
          {pairs.map((pair, index) => {
            const label = pairText(pair);
            return (
              <li key={`${pair.myProgramId}:${pair.partnerProgramId}`} className="card stack">
                <dl className="details-list">
                  <dt>{t('CpMyProgram')}</dt>
                  <dd>
                    <strong>
                      {index + 1}. {nameIn(myPrograms, pair.myProgramId)}
                    </strong>
                  </dd>
                  <dt>{t('CpPartnerProgram', { name: partnerName })}</dt>
                  <dd>{nameIn(partnerPrograms, pair.partnerProgramId)}</dd>
                </dl>
                {canEdit ? (
                  <div className="button-row">
                    <Button
                      variant="secondary"
                      aria-label={t('CpUpOf', { pair: label })}
                      isDisabled={index === 0}
                      onPress={() => onChange(moveToPosition(pairs, index, index))}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t('CpDownOf', { pair: label })}
                      isDisabled={index === pairs.length - 1}
                      onPress={() => onChange(moveToPosition(pairs, index, index + 2))}
                    >
                      ↓
                    </Button>
                    <NumberField
                      label={t('CpPositionOf', { pair: label })}
                      value={index + 1}
                      minValue={1}
                      maxValue={pairs.length}
                      onChange={(position) => {
                        if (position !== null) onChange(moveToPosition(pairs, index, position));
                      }}
                    />
                    <Button
                      variant="secondary"
                      aria-label={t('CpRemoveOf', { pair: label })}
                      onPress={() => onChange(pairs.filter((_, i) => i !== index))}
                    >
                      {t('RkRemove')}
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {canEdit ? (
        <AddPair
          pairs={pairs}
          myPrograms={myPrograms}
          partnerPrograms={partnerPrograms}
          partnerName={partnerName}
          onAdd={(pair) => onChange([...pairs, pair])}
        />
      ) : null}
    </>
  );
}

function AddPair({
  pairs,
  myPrograms,
  partnerPrograms,
  partnerName,
  onAdd,
}: Omit<PairListEditorProps, 'canEdit' | 'onChange'> & { onAdd: (pair: ProgramPair) => void }) {
  const t = useT();
  const [mine, setMine] = useState<string>(NO_MATCH);
  const [theirs, setTheirs] = useState<string>(NO_MATCH);
  const [error, setError] = useState<string | null>(null);
  const options = (programs: readonly CoupleProgram[]) => [
    { value: NO_MATCH, label: t('CpNoMatch') },
    ...programs.map((p) => ({ value: String(p.programId), label: p.programName })),
  ];
  const idOf = (value: string) => (value === NO_MATCH ? null : Number(value));
  const add = () => {
    const pair = { myProgramId: idOf(mine), partnerProgramId: idOf(theirs) };
    if (pair.myProgramId === null && pair.partnerProgramId === null) {
      setError(t('CpPairNeedsProgram'));
      return;
    }
    if (pairs.some((p) => samePair(p, pair))) {
      setError(t('CpPairTwice'));
      return;
    }
    setError(null);
    onAdd(pair);
  };
  return (
    <section aria-labelledby="cp-add-pair" className="stack">
      <h3 id="cp-add-pair">{t('CpAddPair')}</h3>
      <SelectField
        label={t('CpMyProgram')}
        options={options(myPrograms)}
        value={mine}
        onChange={(value) => setMine(value ?? NO_MATCH)}
      />
      <SelectField
        label={t('CpPartnerProgram', { name: partnerName })}
        options={options(partnerPrograms)}
        value={theirs}
        onChange={(value) => setTheirs(value ?? NO_MATCH)}
        errorMessage={error}
      />
      <div className="button-row">
        <Button variant="secondary" onPress={add}>
          {t('CpAdd')}
        </Button>
      </div>
    </section>
  );
}
