import type { TranslationKey } from '../en-gb.ts';

/** Russian texts of the invoice payment page: partial; a key missing here falls back to English. */
export const invoicePaymentTexts: Partial<Record<TranslationKey, string>> = {
  PageInvoicePayment: 'Оплата счёта',
  IpInvoice: 'Счёт {number}',
  IpBilledTo: 'Плательщик',
  IpProgram: 'Программа',
  IpCycle: 'Цикл распределения',
  IpAmount: 'Сумма',
  IpStatus: 'Статус',
  IpDue: 'Оплатить до',
  IpRefunded: 'Возвращено',
  IpLines: 'Строки счёта',
  IpPayHeading: 'Оплата',
  IpPayByCard: 'Оплатить {amount} картой',
  IpTestTitle: 'Тестовый платёж — деньги не списываются',
  IpCardNumber: 'Номер карты',
  IpTestHint: '4242 4242 4242 4242 — оплата проходит; 4000 0000 0000 0002 — отказ.',
  IpPay: 'Оплатить {amount}',
  IpPaid: 'Оплачен',
  IpPaidOn: 'Оплачен {date}',
  IpNotPayable: 'Счёт в статусе {status}: платить нечего.',
  IpCancelled: 'Оплата отменена. Деньги не списаны.',
  IpNoProvider: 'Сейчас здесь нет доступного способа оплаты.',
  IpBack: 'Ваши транзакции',
  IpLoadFailed: 'Не удалось загрузить счёт.',
};
