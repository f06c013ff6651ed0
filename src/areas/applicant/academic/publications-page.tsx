import { useState } from 'react';
import {
  createPublication,
  deletePublication,
  listPublications,
  type Publication,
  updatePublication,
} from '../../../../core/contracts/applicants/publications.contract.ts';
import { PublicationForm } from '../../../features/applicant-academic/publication-form.tsx';
import {
  emptyPublication,
  publicationBodyOf,
  publicationStatusLabels,
  publicationTypeLabels,
  publicationValuesOf,
} from '../../../features/applicant-academic/publication-values.ts';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatPlainDate } from '../../../lib/format/dates.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { EntrySyncState } from '../profile/profile-entries.tsx';
import { ProfileNav } from '../profile/profile-nav.tsx';
import { useEntryWrites } from '../profile/use-entry-writes.ts';

/** Which publication the form edits: none, a new one, or one of the list by id. */
type Editing = null | 'new' | number;

function PublicationCard({
  publication,
  entity,
  isDeleting,
  onEdit,
  onDelete,
}: {
  publication: Publication;
  /** The outbox entity of the publications list (useEntryWrites). */
  entity: string;
  /** Its deletion waits on this device for the network. */
  isDeleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const p = publication;
  const details = [
    p.venue,
    p.date ? formatPlainDate(p.date) : null,
    p.status ? t(publicationStatusLabels[p.status]!) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="publication-item">
      <h3>{p.title}</h3>
      <p>{t(publicationTypeLabels[p.type])}</p>
      <p>{p.authors}</p>
      {details ? <p>{details}</p> : null}
      {p.pubmedId ? <p>{t('AcPubPubmedShown', { id: p.pubmedId })}</p> : null}
      {p.url ? (
        <p>
          <a href={p.url} target="_blank" rel="noreferrer noopener">
            {p.url}
          </a>
        </p>
      ) : null}
      <EntrySyncState entity={entity} entityId={String(p.id)} />
      <div className="button-row" hidden={isDeleting}>
        <Button variant="link" onPress={onEdit} aria-label={t('AcPubEditOf', { title: p.title })}>
          {t('Edit')}
        </Button>
        <Button variant="link" onPress={onDelete} aria-label={t('AcPubDeleteOf', { title: p.title })}>
          {t('Delete')}
        </Button>
      </div>
    </li>
  );
}

/** `publications`, in and outside a cycle: the list newest first, added and edited in place. */
export function PublicationsPage() {
  const t = useT();
  const list = useContractQuery(listPublications, {}, { keepOffline: true });
  const writes = useEntryWrites(
    'publication',
    { create: createPublication, update: updatePublication, remove: deletePublication },
    list.reload,
  );
  const [editing, setEditing] = useState<Editing>(null);
  const items = list.data?.items ?? [];
  const remove = async (p: Publication) => {
    const confirmed = await confirm({
      message: t('AcPubConfirmDelete', { title: p.title }),
      confirmLabel: t('Delete'),
      isDanger: true,
    });
    if (!confirmed) return;
    try {
      await writes.remove(p.id);
    } catch (error) {
      handleError(error, { context: 'publication delete' });
    }
  };

  return (
    <Page title={t('AcPublicationsTitle')}>
      <ProfileNav />
      <OfflineCopyNote at={list.offlineCopyAt} />
      {editing === 'new' ? (
        <PublicationForm
          draftKey="publication:new"
          initial={emptyPublication}
          submitLabel={t('AcPubAdd')}
          onSubmit={async (values) => {
            await writes.create(publicationBodyOf(values));
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="button-row">
          <Button onPress={() => setEditing('new')}>{t('AcPubAdd')}</Button>
        </div>
      )}
      {writes.waitingNew > 0 ? (
        <p className="notice tone-info" role="status">
          {t('PfWaitingNew', { count: writes.waitingNew })}
        </p>
      ) : null}
      {list.data === null ? (
        <PageLoading />
      ) : items.length === 0 ? (
        <p>{t('AcPubNone')}</p>
      ) : (
        <ul className="publication-list" aria-label={t('AcPublicationsTitle')}>
          {items.map((p) =>
            editing === p.id ? (
              <li key={p.id} className="publication-item">
                <PublicationForm
                  draftKey={`publication:${p.id}`}
                  initial={publicationValuesOf(p)}
                  submitLabel={t('AcPubEdit')}
                  onSubmit={async (values) => {
                    await writes.update(p, publicationBodyOf(values));
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <PublicationCard
                key={p.id}
                publication={p}
                entity={writes.entity}
                isDeleting={writes.deleting.has(String(p.id))}
                onEdit={() => setEditing(p.id)}
                onDelete={() => void remove(p)}
              />
            ),
          )}
        </ul>
      )}
    </Page>
  );
}
