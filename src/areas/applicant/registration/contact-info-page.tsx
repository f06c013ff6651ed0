import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
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
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { type AddressValues, emptyAddress } from '../../../features/programs/contact-values.ts';
import { useCountries } from '../../../features/reference-data/use-countries.ts';
import { ConflictChoice } from '../../../features/sync/conflict-dialog.tsx';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { sendOrKeepOnDevice } from '../../../features/sync/send-or-keep-on-device.ts';
import { syncStatusText, syncStatusTone } from '../../../features/sync/sync-status-indicator.tsx';
import { useOfflineEntity } from '../../../features/sync/use-offline-entity.ts';
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

type AddressesValues = { current: AddressForm; permanent: AddressForm; isSame: boolean };

const valuesOf = (info: Pick<ContactInfo, 'current' | 'permanent'>): AddressesValues => ({
  current: toForm(info.current),
  permanent: toForm(info.permanent),
  isSame: info.permanent === null,
});

/** The save's body: the permanent address only when it differs, on the version the form started from. */
const bodyOf = (values: AddressesValues, version: number) => ({
  current: toBody(values.current),
  permanent: values.isSame ? null : toBody(values.permanent),
  version,
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
  const validate = useCallback(
    (values: AddressesValues) => schemaErrors(contactInfoBody, bodyOf(values, info.version)),
    [info.version],
  );
  const form = useEntityForm<AddressesValues>({
    draftKey: null,
    initial: valuesOf(info),
    validate,
    messagesOn: 'submit',
  });
  const { values, set } = form;
  // An edit still waiting on this device is what the applicant last saw (also after a reload).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !entity.unsentKnown) return;
    restored.current = true;
    if (entity.unsent) set(valuesOf(entity.unsent));
  }, [entity.unsentKnown, entity.unsent, set]);
  const [saved, setSaved] = useState(false);
  const errorOf = (prefix: string) => (field: string) => form.errorOf(`${prefix}.${field}`);

  const send = form.handleSubmit(async (current) => {
    // Checked with the contract's schema before sending (a country is chosen).
    const checked = bodyOf(current, info.version) as z.input<typeof contactInfoBody>;
    const outcome = await sendOrKeepOnDevice(entity, checked as ContactInfo, (idempotencyKey) =>
      call(saveContactInfo, { body: checked, idempotencyKey }),
    );
    form.showServerErrors({});
    if (outcome.onDevice) return;
    setSaved(true);
    onSaved(outcome.saved);
  });
  const submit = (event: FormEvent) => {
    setSaved(false);
    void send(event);
  };

  return (
    <Form className="form stack" validationBehavior="aria" onSubmit={submit} aria-label={t('RegAddresses')}>
      <h2>{t('RegAddresses')}</h2>
      {saved ? <FormMessage tone="success" text={t('RegSaved')} /> : null}
      {entity.unsent ? (
        <FormMessage tone={syncStatusTone[entity.status]} text={t(syncStatusText[entity.status])} />
      ) : null}
      {entity.conflict ? (
        <ConflictChoice
          entry={entity.conflict}
          fieldLabels={{ current: t('RegCurrentAddress'), permanent: t('RegPermanentAddress') }}
          describeValue={(_field, value) => describeAddress(value as ContactAddress | null)}
          onResolved={(_choice, value) => set(valuesOf(value as ContactInfo))}
        />
      ) : null}
      <AddressBlock
        legend={t('RegCurrentAddress')}
        values={values.current}
        onChange={(patch) => set({ current: { ...values.current, ...patch } })}
        errorOf={errorOf('current')}
      />
      <Checkbox isSelected={values.isSame} onChange={(isSame) => set({ isSame })}>
        {t('RegPermanentSame')}
      </Checkbox>
      {values.isSame ? null : (
        <AddressBlock
          legend={t('RegPermanentAddress')}
          values={values.permanent}
          onChange={(patch) => set({ permanent: { ...values.permanent, ...patch } })}
          errorOf={errorOf('permanent')}
        />
      )}
      <div className="button-row button-row-end">
        <Button type="submit" isPending={form.isSaving}>
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
