import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { moveToPosition, placeRelative } from './rank-order.ts';

/** Whatever a list ranks (a program for an applicant, an applicant for a program), as shown in it. */
export type RankSubject = { id: number; name: string; detail: string };

/** The editable part of a list: the order of subject ids, first choice first, and the author's notes by id. */
export type RankDraft = { ids: number[]; notes: Record<string, string> };

export type RankListEditorProps = {
  draft: RankDraft;
  subjects: ReadonlyMap<number, RankSubject>;
  canEdit: boolean;
  onChange: (next: Partial<RankDraft>) => void;
  /** Shown instead of the list while nothing is ranked. */
  emptyText: string;
  /** The heading over the subjects that can still be added. */
  unrankedTitle: string;
  /** The list's accessible name; 'Rank list' unless given (an applicant ranking interview dates). */
  listLabel?: string;
  /** The author's private note per entry; off where a list has none (interview dates). */
  withNotes?: boolean;
};

/**
 * The order of a rank list (issue 6), shared by the applicant's and the program's screens: drag and
 * drop (also by keyboard, react-aria), move buttons, a typed position, remove and add, and the
 * author's private note per entry. Read-only (no handles, buttons or fields) when `canEdit` is false.
 */
export function RankListEditor({
  draft,
  subjects,
  canEdit,
  onChange,
  emptyText,
  unrankedTitle,
  listLabel,
  withNotes = true,
}: RankListEditorProps) {
  const t = useT();
  const unranked = [...subjects.keys()].filter((id) => !draft.ids.includes(id));
  return (
    <>
      {draft.ids.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <>
          <RankedOrder
            draft={draft}
            subjects={subjects}
            canEdit={canEdit}
            onChange={onChange}
            listLabel={listLabel}
            withNotes={withNotes}
          />
          <PositionsAndNotes
            draft={draft}
            subjects={subjects}
            canEdit={canEdit}
            onChange={onChange}
            listLabel={listLabel}
            withNotes={withNotes}
          />
        </>
      )}
      {canEdit && unranked.length > 0 ? (
        <section aria-labelledby="rk-unranked" className="stack">
          <h2 id="rk-unranked">{unrankedTitle}</h2>
          <ul className="link-list">
            {unranked.map((id) => {
              const subject = subjects.get(id);
              return (
                <li key={id}>
                  {subject?.name}
                  {subject?.detail ? <span className="muted"> · {subject.detail}</span> : null}{' '}
                  <Button
                    variant="secondary"
                    aria-label={t('RkAddOf', { name: subject?.name ?? '' })}
                    onPress={() => onChange({ ids: [...draft.ids, id] })}
                  >
                    {t('RkAdd')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}

type PartProps = Omit<RankListEditorProps, 'emptyText' | 'unrankedTitle'>;

const nameOf = (subjects: ReadonlyMap<number, RankSubject>, id: number) =>
  subjects.get(id)?.name ?? String(id);

function RankedOrder({ draft, subjects, canEdit, onChange, listLabel }: PartProps) {
  const t = useT();
  const order = draft.ids;
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': nameOf(subjects, Number(key)) })),
    onReorder: (event) =>
      onChange({
        ids: placeRelative(
          order,
          [...event.keys].map(Number),
          Number(event.target.key),
          event.target.dropPosition === 'after' ? 'after' : 'before',
        ),
      }),
  });
  return (
    <GridList
      aria-label={listLabel ?? t('RkTitle')}
      className="rank-list"
      items={order.map((id, index) => ({ id, index }))}
      {...(canEdit ? { dragAndDropHooks } : {})}
    >
      {({ id, index }) => {
        const name = nameOf(subjects, id);
        const detail = subjects.get(id)?.detail;
        return (
          <GridListItem id={id} textValue={`${index + 1}. ${name}`} className="rank-list-item">
            <div className="rank-list-row">
              {canEdit ? (
                <AriaButton slot="drag" className="drag-handle" aria-label={t('RkDragOf', { name })}>
                  ≡
                </AriaButton>
              ) : null}
              <span className="rank-list-name">
                <strong>
                  {index + 1}. {name}
                </strong>
                {detail ? <span> · {detail}</span> : null}
              </span>
              {canEdit ? (
                <span className="button-row">
                  <Button
                    variant="secondary"
                    aria-label={t('RkUpOf', { name })}
                    isDisabled={index === 0}
                    onPress={() => onChange({ ids: moveToPosition(order, index, index) })}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('RkDownOf', { name })}
                    isDisabled={index === order.length - 1}
                    onPress={() => onChange({ ids: moveToPosition(order, index, index + 2) })}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('RkRemoveOf', { name })}
                    onPress={() => onChange({ ids: order.filter((x) => x !== id) })}
                  >
                    {t('RkRemove')}
                  </Button>
                </span>
              ) : null}
            </div>
          </GridListItem>
        );
      }}
    </GridList>
  );
}

function PositionsAndNotes({ draft, subjects, canEdit, onChange, withNotes }: PartProps) {
  const t = useT();
  const order = draft.ids;
  // Without notes a read-only list has nothing more to say than the order above.
  if (!withNotes && !canEdit) return null;
  return (
    <section aria-labelledby="rk-details" className="stack">
      <h2 id="rk-details">{withNotes ? t('RkDetails') : t('RkPositions')}</h2>
      <ol className="card-list">
        {order.map((id, index) => {
          const name = nameOf(subjects, id);
          const note = draft.notes[String(id)] ?? '';
          return (
            <li key={id} className="card stack">
              <strong>{name}</strong>
              {canEdit ? (
                <>
                  <NumberField
                    label={t('RkPositionOf', { name })}
                    value={index + 1}
                    minValue={1}
                    maxValue={order.length}
                    onChange={(position) => {
                      if (position !== null) onChange({ ids: moveToPosition(order, index, position) });
                    }}
                  />
                  {withNotes ? (
                    <TextAreaField
                      label={t('RkNoteOf', { name })}
                      description={t('RkNoteHint')}
                      value={note}
                      onChange={(text) => onChange({ notes: { ...draft.notes, [String(id)]: text } })}
                      maxLength={1000}
                    />
                  ) : null}
                </>
              ) : withNotes && note ? (
                <p>{note}</p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
