import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import type { z } from 'zod';
import {
  type ContactAddress,
  type ContactInfo,
  contactInfoBody,
  getContactInfo,
  saveContactInfo,
} from '../../../../core/contracts/applicants/contact-info.contract.ts';
import { schemaErrors } from '../../../features/forms/schema-errors.ts';
import { type AddressValues, emptyAddress } from '../../../features/programs/contact-values.ts';
import { useCountries } from '../../../features/reference-data/use-countries.ts';
import { ConflictChoice } from '../../../features/sync/conflict-dialog.tsx';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { sendOrKeepOnDevice } from '../../../features/sync/send-or-keep-on-device.ts';
import { syncStatusText } from '../../../features/sync/sync-status-indicator.tsx';
import { useOfflineEntity } from '../../../features/sync/use-offline-entity.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { AddressFieldset } from '../../../ui/address-fieldset.tsx';
import { Button } from '../../../ui/button.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { ProfileNav } from '../profile/profile-nav.tsx';
import { PROFILE_VERSION } from '../profile/profile-offline.ts';
import { PhonesSection } from './phones-section.tsx';

type AddressForm = AddressValues & { addressLine2: string };

const toForm = (address: ContactAddress | null): AddressForm =>
  address
    ? { ...address, addressLine2: address.addressLine2 ?? '', zip: address.zip ?? '' }
    : { ...emptyAddress, addressLine2: '' };

/** An address in one line, as the conflict dialog shows it. */
const describeAddress = (address: ContactAddress | null): string | null =>
  address
    ? [address.addressLine, address.addressLine2, address.city, address.zip].filter(Boolean).join(', ')
    : null;

const toBody = (form: AddressForm) => ({
  ...form,
  addressLine2: form.addressLine2 || null,
  zip: form.zip || null,
});

function AddressBlock({
  legend,
  values,
  onChange,
  errorOf,
}: {
  legend: string;
  values: AddressForm;
  onChange: (patch: Partial<AddressForm>) => void;
  errorOf: (field: string) => string | null;
}) {
  const t = useT();
  const countries = useCountries();
  return (
    <fieldset className="fieldset stack">
      <legend>{legend}</legend>
      <AddressFieldset values={values} onChange={onChange} errorOf={errorOf} countries={countries} />
      <TextField
        label={t('RegAddressLine2')}
        value={values.addressLine2}
        onChange={(addressLine2) => onChange({ addressLine2 })}
        errorMessage={errorOf('addressLine2')}
        autoComplete="address-line2"
        maxLength={200}
      />
    </fieldset>
  );
}

function AddressesForm({ info, onSaved }: { info: ContactInfo; onSaved: (info: ContactInfo) => void }) {
  const t = useT();
  // Saved at once when the server answers, else kept on this device for the outbox (ADR 0012).
  const entity = useOfflineEntity<ContactInfo, ContactInfo>({
    entity: 'profile',
    id: 'contact-info',
    load: async () => info,
    save: { method: 'PUT', path: saveContactInfo.path },
    versionGroup: PROFILE_VERSION,
  });
  const [current, setCurrent] = useState(() => toForm(info.current));
  const [permanent, setPermanent] = useState(() => toForm(info.permanent));
  const [isSame, setSame] = useState(info.permanent === null);
  // An edit still waiting on this device is what the applicant last saw (also after a reload).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !entity.unsentKnown) return;
    restored.current = true;
    if (entity.unsent) {
      setCurrent(toForm(entity.unsent.current));
      setPermanent(toForm(entity.unsent.permanent));
      setSame(entity.unsent.permanent === null);
    }
  }, [entity.unsentKnown, entity.unsent]);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const body = {
    current: toBody(current),
    permanent: isSame ? null : toBody(permanent),
    version: info.version,
  };
  const clientErrors = schemaErrors(contactInfoBody, body);
  const errorOf = (prefix: string) => (field: string) =>
    serverErrors[`${prefix}.${field}`] ?? (tried ? clientErrors[`${prefix}.${field}`] : undefined) ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setSaved(false);
    if (Object.keys(clientErrors).length > 0) return;
    setSaving(true);
    try {
      // Checked with the contract's schema above (a country is chosen).
      const checked = body as z.input<typeof contactInfoBody>;
      const outcome = await sendOrKeepOnDevice(entity, checked as ContactInfo, (idempotencyKey) =>
        call(saveContactInfo, { body: checked, idempotencyKey }),
      );
      setServerErrors({});
      if (outcome.onDevice) return;
      setSaved(true);
      onSaved(outcome.saved);
    } catch (error) {
      const fields = handleError(error);
      if (fields)
        setServerErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.join(' ')])));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form className="form stack" validationBehavior="aria" onSubmit={submit} aria-label={t('RegAddresses')}>
      <h2>{t('RegAddresses')}</h2>
      {saved ? <FormMessage tone="info" text={t('RegSaved')} /> : null}
      {entity.unsent ? <FormMessage tone="info" text={t(syncStatusText[entity.status])} /> : null}
      {entity.conflict ? (
        <ConflictChoice
          entry={entity.conflict}
          fieldLabels={{ current: t('RegCurrentAddress'), permanent: t('RegPermanentAddress') }}
          describeValue={(_field, value) => describeAddress(value as ContactAddress | null)}
          onResolved={(_choice, value) => {
            const kept = value as ContactInfo;
            setCurrent(toForm(kept.current));
            setPermanent(toForm(kept.permanent));
            setSame(kept.permanent === null);
          }}
        />
      ) : null}
      <AddressBlock
        legend={t('RegCurrentAddress')}
        values={current}
        onChange={(patch) => setCurrent((v) => ({ ...v, ...patch }))}
        errorOf={errorOf('current')}
      />
      <Checkbox isSelected={isSame} onChange={setSame}>
        {t('RegPermanentSame')}
      </Checkbox>
      {isSame ? null : (
        <AddressBlock
          legend={t('RegPermanentAddress')}
          values={permanent}
          onChange={(patch) => setPermanent((v) => ({ ...v, ...patch }))}
          errorOf={errorOf('permanent')}
        />
      )}
      <div className="button-row button-row-end">
        <Button type="submit" isPending={isSaving}>
          {t('Save')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * Contact info (`/applicant/profile/contact-info` and `/applicant/:matchCycleCode/personal-info/contact-info`):
 * current and permanent address, phones with type and verification.
 */
export function ContactInfoPage() {
  const t = useT();
  const info = useContractQuery(getContactInfo, {}, { keepOffline: true });
  return (
    <Page title={t('RegContactInfoTitle')}>
      <ProfileNav />
      <OfflineCopyNote at={info.offlineCopyAt} />
      {info.data ? (
        // A save answers the new version: the form starts again from what was stored.
        <AddressesForm key={info.data.version} info={info.data} onSaved={() => info.reload()} />
      ) : info.isLoading ? (
        <PageLoading />
      ) : null}
      <PhonesSection />
    </Page>
  );
}
