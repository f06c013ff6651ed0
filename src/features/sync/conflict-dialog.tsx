/**
 * A write the server refused as stale (409 with its current copy): both versions field by field.
 * The user keeps theirs (sent again on the server's version), takes the server's, or picks per
 * field; nothing typed is dropped without their choice.
 */
import { useId, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useT } from '../../lib/i18n/i18n.ts';
import type { OutboxEntry } from '../../lib/offline/app-db.ts';
import { resolveWithMine, resolveWithServer } from '../../lib/offline/outbox.ts';
import { Button } from '../../ui/button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import './sync.css';

type Fields = Record<string, unknown>;
type Choice = 'mine' | 'server';

const asFields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of my edit that differ from the server's copy (the version is bookkeeping, not content). */
export function differingFields(mine: unknown, server: unknown): string[] {
  const serverFields = asFields(server);
  return Object.entries(asFields(mine))
    .filter(([field, value]) => field !== 'version' && !same(value, serverFields[field]))
    .map(([field]) => field);
}

/** My edit with the chosen fields taken from the server's copy. */
export function mergeFields(mine: unknown, server: unknown, choices: Record<string, Choice>): Fields {
  const merged = { ...asFields(mine) };
  for (const [field, choice] of Object.entries(choices)) {
    if (choice === 'server') merged[field] = asFields(server)[field];
  }
  return merged;
}

/** A readable camelCase name when the form gives no label: 'firstName' → 'First name'. */
function fieldTitle(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type ConflictDialogProps = {
  entry: OutboxEntry;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Labels of the form's fields, by field name. */
  fieldLabels?: Record<string, string>;
  /** Shows a field's value in words (e.g. a statement's title for its id); null falls back to the raw value. */
  describeValue?: (field: string, value: unknown) => string | null;
  /** Told what was kept, so the form shows it ('server': the server's copy replaces the edit). */
  onResolved?: (choice: 'mine' | 'server' | 'merge', value: unknown) => void;
};

export function ConflictDialog({
  entry,
  isOpen,
  onOpenChange,
  fieldLabels = {},
  describeValue,
  onResolved,
}: ConflictDialogProps) {
  const t = useT();
  const headingId = useId();
  const fields = differingFields(entry.body, entry.serverCopy);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [busy, setBusy] = useState(false);
  const label = (field: string) => fieldLabels[field] ?? fieldTitle(field);
  const show = (field: string, value: unknown): string => {
    const described = describeValue?.(field, value);
    if (described !== null && described !== undefined) return described;
    if (value === null || value === undefined || value === '') return t('SyncEmptyValue');
    if (typeof value === 'boolean') return value ? t('Yes') : t('No');
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    return JSON.stringify(value);
  };

  async function finish(choice: 'mine' | 'server' | 'merge') {
    setBusy(true);
    try {
      const merged = mergeFields(entry.body, entry.serverCopy, choices);
      if (choice === 'server') await resolveWithServer(entry.seq!);
      else await resolveWithMine(entry.seq!, choice === 'merge' ? merged : undefined);
      onResolved?.(choice, choice === 'server' ? entry.serverCopy : choice === 'merge' ? merged : entry.body);
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('SyncConflictTitle')} size="large">
      <p>{t('SyncConflictIntro')}</p>
      <section className="sync-compare" aria-labelledby={headingId}>
        <table className="sync-compare-table">
          <caption id={headingId} className="visually-hidden">
            {t('SyncConflictTitle')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('SyncField')}</th>
              <th scope="col">{t('SyncMine')}</th>
              <th scope="col">{t('SyncServers')}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field}>
                <th scope="row">{label(field)}</th>
                <td>{show(field, asFields(entry.body)[field])}</td>
                <td>{show(field, asFields(entry.serverCopy)[field])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {fields.length > 1 ? (
        <fieldset className="sync-merge">
          <legend>{t('SyncMergeHint')}</legend>
          {fields.map((field) => (
            <RadioGroup
              key={field}
              className="field radio-group"
              orientation="horizontal"
              value={choices[field] ?? 'mine'}
              onChange={(value) => setChoices((current) => ({ ...current, [field]: value as Choice }))}
            >
              <Label className="field-label">{t('SyncUseFor', { field: label(field) })}</Label>
              <div className="radio-row">
                <Radio className="radio" value="mine">
                  {t('SyncMine')}
                </Radio>
                <Radio className="radio" value="server">
                  {t('SyncServers')}
                </Radio>
              </div>
            </RadioGroup>
          ))}
        </fieldset>
      ) : null}
      <div className="button-row button-row-end">
        <Button onPress={() => void finish('mine')} isPending={busy}>
          {t('SyncKeepMine')}
        </Button>
        <Button variant="secondary" onPress={() => void finish('server')} isPending={busy}>
          {t('SyncTakeServers')}
        </Button>
        {fields.length > 1 ? (
          <Button variant="secondary" onPress={() => void finish('merge')} isPending={busy}>
            {t('SyncMergeSave')}
          </Button>
        ) : null}
      </div>
    </ModalDialog>
  );
}

/**
 * A form's waiting edit that the server refused as stale: the conflict dialog opens at once, and a
 * button opens it again after it was closed without a choice.
 */
export function ConflictChoice(props: Omit<ConflictDialogProps, 'isOpen' | 'onOpenChange'>) {
  const t = useT();
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t('SyncConflict')}
      </Button>
      <ConflictDialog key={props.entry.id} {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
