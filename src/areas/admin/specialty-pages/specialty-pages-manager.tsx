import {
  type AdminSpecialtyPageItem,
  deleteSpecialtyPage,
  listAdminSpecialtyPages,
  publishSpecialtyPage,
  reorderSpecialtyPages,
} from '../../../../core/contracts/specialties/specialty-pages.contract.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { Link } from '../../../ui/link.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import '../../../ui/rich-text.css';

/** Every page of a specialty at once (the order is edited as a whole; a specialty has a handful). */
const wholeList = { page: 1, pageSize: 100 };

/** A specialty's information pages: order, publish, edit, delete; used by the specialty's Pages tab too. */
export function SpecialtyPagesManager({ specialtyId }: { specialtyId: number }) {
  const t = useT();
  const pages = useContractQuery(listAdminSpecialtyPages, { params: { id: specialtyId }, query: wholeList });
  const items = pages.data?.items ?? [];

  const act = async (work: () => Promise<unknown>, done: string, context: string) => {
    try {
      await work();
      showSuccess(done);
      pages.reload();
    } catch (error) {
      handleError(error, { context });
    }
  };

  const move = (page: AdminSpecialtyPageItem, by: -1 | 1) => {
    const ids = items.map((item) => item.id);
    const from = ids.indexOf(page.id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    void act(
      () => call(reorderSpecialtyPages, { params: { id: specialtyId }, body: { pageIds: ids } }),
      t('SpOrderSaved'),
      'specialty pages reorder',
    );
  };

  const togglePublished = (page: AdminSpecialtyPageItem) =>
    void act(
      () =>
        call(publishSpecialtyPage, { params: { pageId: page.id }, body: { isPublished: !page.isPublished } }),
      t(page.isPublished ? 'SpPageUnpublished' : 'SpPagePublished', { title: page.title }),
      'specialty page publication',
    );

  const remove = async (page: AdminSpecialtyPageItem) => {
    if (
      !(await confirm({
        message: t('SpDeletePageConfirm', { title: page.title }),
        confirmLabel: t('Delete'),
      }))
    ) {
      return;
    }
    await act(
      () => call(deleteSpecialtyPage, { params: { pageId: page.id } }),
      t('SpPageDeleted', { title: page.title }),
      'specialty page delete',
    );
  };

  const columns: DataTableColumn<AdminSpecialtyPageItem>[] = [
    {
      id: 'title',
      header: t('SpPageTitle'),
      isRowHeader: true,
      render: (page) => <Link href={`/admin/specialty-pages/${specialtyId}/${page.id}`}>{page.title}</Link>,
    },
    {
      id: 'status',
      header: t('SpStatus'),
      render: (page) => (
        <StatusBadge
          status={page.isPublished ? 'Published' : 'Draft'}
          label={t(page.isPublished ? 'SpPublished' : 'SpDraft')}
          tone={page.isPublished ? 'success' : 'neutral'}
        />
      ),
    },
    { id: 'updated', header: t('SpUpdated'), render: (page) => formatDateTime(page.updatedDate) },
    {
      id: 'actions',
      isActions: true,
      header: t('SpActions'),
      render: (page) => {
        const index = items.indexOf(page);
        return (
          <span className="sp-row-actions">
            <Button variant="link" isDisabled={index <= 0} onPress={() => move(page, -1)}>
              {t('SpMoveUp')}
            </Button>
            <Button variant="link" isDisabled={index >= items.length - 1} onPress={() => move(page, 1)}>
              {t('SpMoveDown')}
            </Button>
            <Button variant="link" onPress={() => togglePublished(page)}>
              {t(page.isPublished ? 'SpUnpublish' : 'SpPublish')}
            </Button>
            <Link href={`/admin/specialty-pages/${specialtyId}/${page.id}`}>{t('Edit')}</Link>
            <Button variant="link" onPress={() => void remove(page)}>
              {t('Delete')}
            </Button>
          </span>
        );
      },
    },
  ];

  return (
    <section aria-labelledby={`sp-pages-${specialtyId}`}>
      <div className="list-toolbar">
        <h2 id={`sp-pages-${specialtyId}`}>{t('SpPages')}</h2>
        <Link variant="button" href={`/admin/specialty-pages/${specialtyId}/new`}>
          {t('SpNewPage')}
        </Link>
      </div>
      <DataTable
        aria-label={t('SpPages')}
        columns={columns}
        rows={items}
        getRowKey={(page) => page.id}
        emptyText={t('SpNoPages')}
        isLoading={pages.isLoading}
      />
    </section>
  );
}
