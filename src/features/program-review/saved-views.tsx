/**
 * Saved views of a list (issue 15): pick one (its search string replaces the list's), save the
 * current filters and sort under a name, delete the one picked. Stored per user and list key.
 */
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  createSavedView,
  deleteSavedView,
  listSavedViews,
} from '../../../core/contracts/users/saved-views.contract.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { Button } from '../../ui/button.tsx';
import { confirm } from '../../ui/confirm-dialog.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';

/** The search string without the page (a view shows its first page). */
const viewQuery = (search: string) => {
  const params = new URLSearchParams(search);
  params.delete('page');
  return params.toString();
};

export function SavedViews({ listKey }: { listKey: string }) {
  const t = useT();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const views = useContractQuery(listSavedViews, { query: { listKey } });
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const items = views.data?.items ?? [];
  const current = items.find((v) => v.query === viewQuery(search));

  const pick = (id: string | null) => {
    const view = items.find((v) => String(v.id) === id);
    navigate(view ? `${location}?${view.query}` : location);
  };

  const save = async () => {
    if (!name.trim()) {
      setError(t('RvViewNameRequired'));
      return;
    }
    setBusy(true);
    try {
      await call(createSavedView, { body: { listKey, name: name.trim(), query: viewQuery(search) } });
      showSuccess(t('RvViewSaved', { name: name.trim() }));
      setNaming(false);
      setName('');
      setError(null);
      views.reload();
    } catch (caught) {
      const fields = handleError(caught);
      setError(fields?.name?.[0] ?? null);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!current) return;
    const confirmed = await confirm({
      message: t('RvDeleteViewQuestion', { name: current.name }),
      confirmLabel: t('Delete'),
      isDanger: true,
    });
    if (!confirmed) return;
    try {
      await call(deleteSavedView, { params: { id: current.id } });
      views.reload();
    } catch (caught) {
      handleError(caught);
    }
  };

  return (
    <div className="review-saved-views">
      <SelectField
        label={t('RvSavedViews')}
        placeholder={t('RvPickView')}
        options={items.map((v) => ({ value: String(v.id), label: v.name }))}
        value={current ? String(current.id) : null}
        onChange={pick}
      />
      <div className="button-row">
        {current ? (
          <Button variant="secondary" onPress={() => void remove()}>
            {t('RvDeleteView')}
          </Button>
        ) : null}
        {naming ? null : (
          <Button variant="secondary" onPress={() => setNaming(true)}>
            {t('RvSaveView')}
          </Button>
        )}
      </div>
      {naming ? (
        <form
          className="review-save-view"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            label={t('RvViewName')}
            value={name}
            onChange={(value) => {
              setName(value);
              setError(null);
            }}
            maxLength={100}
            errorMessage={error}
            autoFocus
          />
          <div className="button-row">
            <Button type="submit" isPending={busy}>
              {t('Save')}
            </Button>
            <Button variant="secondary" onPress={() => setNaming(false)}>
              {t('Cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
