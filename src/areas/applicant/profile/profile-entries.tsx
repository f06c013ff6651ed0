import { type ReactNode, useState } from 'react';
import '../../../features/applicant-profile/applicant-profile.css';
import type { DateRange } from '../../../../core/contracts/applicants/education.contract.ts';
import { ConflictChoice } from '../../../features/sync/conflict-dialog.tsx';
import { useSyncStatus } from '../../../features/sync/outbox-entries.ts';
import { syncStatusText, syncStatusTone } from '../../../features/sync/sync-status-indicator.tsx';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatPlainDate } from '../../../lib/format/dates.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { toneClass } from '../../../ui/tone.ts';
import type { EntryWrites } from './use-entry-writes.ts';

/** 'Aug 1, 2016 – May 30, 2020', or '… – present' while ongoing. */
export function DateRangeText({ range }: { range: DateRange }) {
  const t = useT();
  if (!range.from) return null;
  return (
    <p>
      {formatPlainDate(range.from)} – {range.to ? formatPlainDate(range.to) : t('PfPresent')}
    </p>
  );
}

export type EditorTarget<T> = { kind: 'new' } | { kind: 'edit'; item: T };

/** Where an entry's change kept on this device stands, and the conflict dialog when it needs a choice. */
export function EntrySyncState({ entity, entityId }: { entity: string; entityId: string }) {
  const t = useT();
  const { status, entries } = useSyncStatus({ entity, entityId });
  const conflict = entries.find((e) => e.state === 'conflict');
  if (entries.length === 0) return null;
  return (
    <>
      <p className={`notice ${toneClass(syncStatusTone[status])}`} role="status">
        {entries.some((e) => e.method === 'DELETE') ? t('PfWaitingDelete') : t(syncStatusText[status])}
      </p>
      {conflict ? <ConflictChoice entry={conflict} /> : null}
    </>
  );
}

/**
 * A profile list (education, employment) with one editor open at a time: the list as sorted by the
 * server, an add button, and per entry edit and delete (after a confirmation).
 */
export function ProfileEntries<T extends { id: number }>({
  items,
  emptyText,
  addLabel,
  nameOf,
  renderSummary,
  renderEditor,
  onDelete,
  offline,
}: {
  items: readonly T[];
  emptyText: string;
  addLabel: string;
  nameOf: (item: T) => string;
  renderSummary: (item: T) => ReactNode;
  renderEditor: (target: EditorTarget<T>, close: () => void) => ReactNode;
  onDelete: (item: T) => Promise<void>;
  /** The outbox entity of this list and its waiting writes (useEntryWrites). */
  offline?: Pick<EntryWrites, 'entity' | 'waitingNew' | 'deleting'>;
}) {
  const t = useT();
  const [editor, setEditor] = useState<EditorTarget<T> | null>(null);
  const close = () => setEditor(null);
  const waitingNew = offline?.waitingNew ?? 0;
  const remove = async (item: T) => {
    const name = nameOf(item);
    if (!(await confirm({ message: t('PfConfirmDelete', { name }), isDanger: true }))) return;
    try {
      await onDelete(item);
    } catch (error) {
      handleError(error, { context: 'profile entry delete' });
    }
  };
  return (
    <>
      {editor?.kind === 'new' ? (
        <section className="profile-entry" aria-label={t('PfNewEntry')}>
          {renderEditor(editor, close)}
        </section>
      ) : (
        <div className="button-row">
          <Button onPress={() => setEditor({ kind: 'new' })}>{addLabel}</Button>
        </div>
      )}
      {waitingNew > 0 ? (
        <p className="notice tone-info" role="status">
          {t('PfWaitingNew', { count: waitingNew })}
        </p>
      ) : null}
      {items.length === 0 ? <p>{emptyText}</p> : null}
      <ul className="profile-entries">
        {items.map((item) => (
          <li className="profile-entry" key={item.id}>
            {editor?.kind === 'edit' && editor.item.id === item.id ? (
              renderEditor(editor, close)
            ) : (
              <>
                {renderSummary(item)}
                {offline ? <EntrySyncState entity={offline.entity} entityId={String(item.id)} /> : null}
                <div className="button-row" hidden={offline?.deleting.has(String(item.id))}>
                  <Button
                    variant="secondary"
                    aria-label={t('PfEditEntry', { name: nameOf(item) })}
                    onPress={() => setEditor({ kind: 'edit', item })}
                  >
                    {t('Edit')}
                  </Button>
                  <Button
                    variant="danger"
                    aria-label={t('PfDeleteEntry', { name: nameOf(item) })}
                    onPress={() => void remove(item)}
                  >
                    {t('Delete')}
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
