import { useState } from 'react';
import { Form } from 'react-aria-components';
import {
  addPhone,
  deletePhone,
  listPhones,
  type Phone,
  type PhoneInput,
  phoneInput,
} from '../../../../core/contracts/applicants/phones.contract.ts';
import { PhoneVerification } from '../../../features/applicant-phones/phone-verification.tsx';
import { useSchemaValidate } from '../../../features/forms/schema-errors.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { TextField } from '../../../ui/text-field.tsx';

const typeLabels: Record<Phone['type'], TranslationKey> = {
  0: 'RegPhoneTypeHome',
  1: 'RegPhoneTypeCell',
  2: 'RegPhoneTypeOffice',
};

type NewPhone = { number: string; extension: string; type: Phone['type'] };
const emptyPhone: NewPhone = { number: '', extension: '', type: 1 };
const phoneBody = (phone: NewPhone): PhoneInput => ({
  number: phone.number,
  extension: phone.extension || null,
  type: phone.type,
});

function PhoneRow({ phone, onChanged }: { phone: Phone; onChanged: () => void }) {
  const t = useT();
  const [isVerifying, setVerifying] = useState(false);
  const remove = async () => {
    if (!(await confirm({ message: t('RegDeletePhone', { number: phone.number }), isDanger: true }))) return;
    try {
      await call(deletePhone, { params: { id: phone.id } });
      onChanged();
    } catch (error) {
      handleError(error);
    }
  };
  return (
    <li className="card stack">
      <p>
        <strong>{phone.number}</strong>
        {phone.extension ? ` ext. ${phone.extension}` : ''} · {t(typeLabels[phone.type])} ·{' '}
        <StatusBadge
          status={phone.isVerified ? 'Completed' : 'Pending'}
          label={phone.isVerified ? t('RegVerified') : t('RegNotVerified')}
        />
      </p>
      {isVerifying ? (
        <PhoneVerification
          phone={phone}
          onVerified={() => {
            setVerifying(false);
            onChanged();
          }}
        />
      ) : null}
      <div className="button-row">
        {phone.isVerified || isVerifying ? null : (
          <Button variant="secondary" onPress={() => setVerifying(true)}>
            {t('RegVerifyNamed', { number: phone.number })}
          </Button>
        )}
        <Button variant="danger" onPress={remove} aria-label={t('RegDeletePhone', { number: phone.number })}>
          {t('Delete')}
        </Button>
      </div>
    </li>
  );
}

/** The applicant's phones: type, verification by code, add and delete (platform.md §3 Phone). */
export function PhonesSection() {
  const t = useT();
  const phones = useContractQuery(listPhones, {}, { keepOffline: true });
  const form = useEntityForm({
    draftKey: null,
    initial: emptyPhone,
    validate: useSchemaValidate(phoneInput, phoneBody),
    messagesOn: 'submit',
  });
  const { values: draft, set } = form;

  const add = form.handleSubmit(async (values) => {
    await call(addPhone, { body: phoneBody(values) });
    form.reset();
    phones.reload();
  });

  return (
    <section className="stack" aria-labelledby="phones-title">
      <h2 id="phones-title">{t('RegPhones')}</h2>
      {phones.data?.items.length === 0 ? <p>{t('RegNoPhones')}</p> : null}
      <ul className="card-list">
        {phones.data?.items.map((phone) => (
          <PhoneRow key={phone.id} phone={phone} onChanged={phones.reload} />
        ))}
      </ul>
      <Form className="form stack" validationBehavior="aria" onSubmit={add} aria-label={t('RegAddPhone')}>
        <div className="form-grid">
          <TextField
            label={t('RegPhoneNumber')}
            type="tel"
            value={draft.number}
            onChange={(number) => set({ number })}
            errorMessage={form.errorOf('number')}
            isRequired
          />
          <TextField
            label={t('RegExtension')}
            value={draft.extension}
            onChange={(extension) => set({ extension })}
            errorMessage={form.errorOf('extension')}
            inputMode="numeric"
            filter="integer"
          />
          <SelectField
            label={t('RegPhoneType')}
            options={([0, 1, 2] as const).map((type) => ({
              value: String(type),
              label: t(typeLabels[type]),
            }))}
            value={String(draft.type)}
            onChange={(value) => set({ type: (value ? Number(value) : 1) as Phone['type'] })}
          />
        </div>
        <div className="button-row">
          <Button type="submit" isPending={form.isSaving}>
            {t('RegAddPhone')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
