/**
 * The notes panel of an application (issue 15, ADR 0024 §11): the program's private notes, newest
 * last, live when a colleague adds, edits or deletes one (ProgramApplicationNotes hub, the
 * application's group). The caller writes notes and edits or deletes only their own; text not yet
 * saved holds the page (leave guard).
 */
import { useState } from 'react';
import {
  type ApplicationNote,
  createApplicationNote,
  deleteApplicationNote,
  listApplicationNotes,
  MAX_NOTE_LENGTH,
  updateApplicationNote,
} from '../../../core/contracts/applications/program-applications.contract.ts';
import { hubGroups } from '../../../core/realtime/hubs.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { useLeaveGuard } from '../../lib/navigation/leave-guard.ts';
import { Button } from '../../ui/button.tsx';
import { confirm } from '../../ui/confirm-dialog.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { formatWhen } from './review-time.ts';
import { useHubGroupEvents } from './use-review-live.ts';

type Params = { matchCycleCode: string; programCode: string; applicationId: number };

const noteEvents = ['NoteAdded', 'NoteUpdated', 'NoteDeleted'] as const;

function NoteItem({
  note,
  params,
  onChanged,
  onEditing,
}: {
  note: ApplicationNote;
  params: Params;
  onChanged: () => void;
  onEditing: (dirty: boolean) => void;
}) {
  const t = useT();
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stopEditing = () => {
    setEditing(null);
    setError(null);
    onEditing(false);
  };
  const save = async () => {
    if (editing === null) return;
    setBusy(true);
    try {
      await call(updateApplicationNote, { params: { ...params, noteId: note.id }, body: { body: editing } });
      stopEditing();
      onChanged();
    } catch (caught) {
      setError(handleError(caught)?.body?.[0] ?? null);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!(await confirm({ message: t('RvDeleteNoteQuestion'), confirmLabel: t('Delete'), isDanger: true })))
      return;
    try {
      await call(deleteApplicationNote, { params: { ...params, noteId: note.id } });
      onChanged();
    } catch (caught) {
      handleError(caught);
    }
  };
  const edited = note.updatedDate !== note.createdDate;
  return (
    <li className="review-note">
      <p className="review-note-meta">
        <strong>{note.authorName}</strong> · {formatWhen(note.createdDate)}
        {edited ? ` · ${t('RvNoteEdited')}` : ''}
      </p>
      {editing === null ? (
        <p className="review-note-body">{note.body}</p>
      ) : (
        <TextAreaField
          label={t('RvEditNote')}
          value={editing}
          maxLength={MAX_NOTE_LENGTH}
          errorMessage={error}
          onChange={(value) => {
            setEditing(value);
            onEditing(value !== note.body);
          }}
        />
      )}
      {note.isMine ? (
        <div className="button-row">
          {editing === null ? (
            <>
              <Button
                variant="link"
                onPress={() => setEditing(note.body)}
                aria-label={t('RvEditNoteOf', { date: formatWhen(note.createdDate) })}
              >
                {t('Edit')}
              </Button>
              <Button
                variant="link"
                onPress={() => void remove()}
                aria-label={t('RvDeleteNoteOf', { date: formatWhen(note.createdDate) })}
              >
                {t('Delete')}
              </Button>
            </>
          ) : (
            <>
              <Button isPending={busy} onPress={() => void save()}>
                {t('Save')}
              </Button>
              <Button variant="secondary" onPress={stopEditing}>
                {t('Cancel')}
              </Button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}

export function ApplicationNotes({ params }: { params: Params }) {
  const t = useT();
  const notes = useContractQuery(listApplicationNotes, { params });
  const [text, setText] = useState('');
  const [editingDirty, setEditingDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useLeaveGuard(text.trim() !== '' || editingDirty);
  useHubGroupEvents(
    'ProgramApplicationNotes',
    hubGroups.entity('application', params.applicationId),
    noteEvents,
    notes.reload,
  );

  const add = async () => {
    if (!text.trim()) {
      setError(t('RvNoteRequired'));
      return;
    }
    setBusy(true);
    try {
      await call(createApplicationNote, { params, body: { body: text } });
      setText('');
      setError(null);
      notes.reload();
    } catch (caught) {
      setError(handleError(caught)?.body?.[0] ?? null);
    } finally {
      setBusy(false);
    }
  };

  const items = notes.data?.items ?? [];
  return (
    <section className="card stack review-notes" aria-labelledby="review-notes-title">
      <h2 id="review-notes-title">{t('RvNotes')}</h2>
      <p className="muted">{t('RvNotesPrivate')}</p>
      {items.length === 0 && notes.data ? <p>{t('RvNoNotes')}</p> : null}
      <ul className="review-note-list" aria-live="polite">
        {items.map((note) => (
          <NoteItem
            key={`${note.id}-${note.updatedDate}`}
            note={note}
            params={params}
            onChanged={notes.reload}
            onEditing={setEditingDirty}
          />
        ))}
      </ul>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <TextAreaField
          label={t('RvNewNote')}
          value={text}
          maxLength={MAX_NOTE_LENGTH}
          errorMessage={error}
          onChange={(value) => {
            setText(value);
            setError(null);
          }}
        />
        <div className="button-row">
          <Button type="submit" isPending={busy}>
            {t('RvAddNote')}
          </Button>
        </div>
      </form>
    </section>
  );
}
