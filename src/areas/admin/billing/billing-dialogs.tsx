import { useCallback } from 'react';
import { Form } from 'react-aria-components';
import type { z } from 'zod';
import {
  recordManualPayment,
  refundPayment,
} from '../../../../core/contracts/billing/admin-billing.contract.ts';
import type { InvoiceView, PaymentView } from '../../../../core/contracts/billing/invoices.contract.ts';
import {
  type ManualPaymentMethod,
  manualPaymentMethods,
  refundableCents,
} from '../../../../core/domain/invoices.ts';
import { useSchemaValidate } from '../../../features/forms/schema-errors.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { MoneyField } from '../../../ui/money-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';

type ManualValues = { method: ManualPaymentMethod; reference: string; note: string };

const manualBody = (values: ManualValues) => ({
  method: values.method,
  reference: values.reference,
  ...(values.note.trim() ? { note: values.note } : {}),
});

/** Records a cheque, a wire or a waiver against an unpaid invoice (ADR 0025 decision 4). */
export function RecordPaymentDialog({
  invoice,
  onClose,
  onDone,
}: {
  invoice: InvoiceView | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  return (
    <ModalDialog
      isOpen={invoice !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('BdRecordPayment')}
      size="small"
    >
      {invoice ? <RecordPaymentForm invoice={invoice} onClose={onClose} onDone={onDone} /> : null}
    </ModalDialog>
  );
}

function RecordPaymentForm({
  invoice,
  onClose,
  onDone,
}: {
  invoice: InvoiceView;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const validate = useSchemaValidate<ManualValues>(recordManualPayment.body as z.ZodType, manualBody);
  const form = useEntityForm<ManualValues>({
    draftKey: null,
    initial: { method: 'Cheque', reference: '', note: '' },
    validate,
    messagesOn: 'submit',
    context: 'record manual payment',
    onSubmit: async (values) => {
      await call(recordManualPayment, { params: { id: invoice.id }, body: manualBody(values) });
      showSuccess(t('BdPaymentRecorded', { number: invoice.number }));
      onDone();
      onClose();
    },
  });
  return (
    <Form className="form" validationBehavior="aria" aria-label={t('BdRecordPayment')} onSubmit={form.submit}>
      <p>
        {t('BdInvoiceLine', {
          number: invoice.number,
          description: invoice.description,
          amount: formatMoney(invoice.amountCents),
        })}
      </p>
      <SelectField
        label={t('BlMethod')}
        options={manualPaymentMethods.map((method) => ({ value: method, label: t(`BlMethod${method}`) }))}
        value={form.values.method}
        onChange={(value) => form.set({ method: (value ?? 'Cheque') as ManualPaymentMethod })}
        isRequired
      />
      <TextField
        label={t('BdReference')}
        value={form.values.reference}
        onChange={(reference) => form.set({ reference })}
        errorMessage={form.errorOf('reference')}
        isRequired
        autoFocus
      />
      <TextField
        label={t('BdNote')}
        value={form.values.note}
        onChange={(note) => form.set({ note })}
        errorMessage={form.errorOf('note')}
        rows={3}
      />
      <div className="button-row button-row-end">
        <Button variant="secondary" onPress={onClose} isDisabled={form.isSaving}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isPending={form.isSaving}>
          {t('BdRecordPayment')}
        </Button>
      </div>
    </Form>
  );
}

type RefundValues = { amountCents: number | null; reason: string };

/** Refunds all or part of a succeeded payment, never more than is left (ADR 0025 decision 5). */
export function RefundDialog({
  payment,
  onClose,
  onDone,
}: {
  payment: PaymentView | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  return (
    <ModalDialog
      isOpen={payment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('BdRefund')}
      size="small"
    >
      {payment ? <RefundForm payment={payment} onClose={onClose} onDone={onDone} /> : null}
    </ModalDialog>
  );
}

function RefundForm({
  payment,
  onClose,
  onDone,
}: {
  payment: PaymentView;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const refundable = refundableCents(payment.amountCents, payment.refundedCents);
  const toBody = useCallback((values: RefundValues) => values, []);
  const validate = useSchemaValidate<RefundValues>(refundPayment.body as z.ZodType, toBody);
  const form = useEntityForm<RefundValues>({
    draftKey: null,
    initial: { amountCents: refundable, reason: '' },
    validate: (values) => {
      const errors = validate(values);
      if (!errors.amountCents && values.amountCents !== null && values.amountCents > refundable) {
        errors.amountCents = t('BdRefundTooHigh', { amount: formatMoney(refundable) });
      }
      return errors;
    },
    messagesOn: 'submit',
    context: 'refund payment',
    onSubmit: async (values) => {
      await call(refundPayment, {
        params: { id: payment.id },
        body: { amountCents: values.amountCents ?? 0, reason: values.reason },
      });
      showSuccess(t('BdRefunded', { amount: formatMoney(values.amountCents ?? 0) }));
      onDone();
      onClose();
    },
  });
  return (
    <Form className="form" validationBehavior="aria" aria-label={t('BdRefund')} onSubmit={form.submit}>
      <p>{t('BdRefundable', { number: payment.invoiceNumber, amount: formatMoney(refundable) })}</p>
      <MoneyField
        label={t('BlAmount')}
        value={form.values.amountCents}
        onChange={(amountCents) => form.set({ amountCents })}
        errorMessage={form.errorOf('amountCents')}
        isRequired
      />
      <TextField
        label={t('BdReason')}
        value={form.values.reason}
        onChange={(reason) => form.set({ reason })}
        errorMessage={form.errorOf('reason')}
        rows={3}
        isRequired
        autoFocus
      />
      <div className="button-row button-row-end">
        <Button variant="secondary" onPress={onClose} isDisabled={form.isSaving}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isPending={form.isSaving}>
          {t('BdRefund')}
        </Button>
      </div>
    </Form>
  );
}
