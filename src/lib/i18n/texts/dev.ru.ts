import type { TranslationKey } from '../en-gb.ts';

/** Russian texts of the dev area: partial; a key missing here falls back to English. */
export const devTexts: Partial<Record<TranslationKey, string>> = {
  // UI kit: confirmation, tables, pager, search, date and month fields
  DevComponentsTitle: 'Компоненты',

  // Match calendar: public /match-calendar and admin match-cycle-calendar (business.md §2.1, §3.2)
  DevDashboardTitle: 'Панель разработчика',
  DevErrorTestTitle: 'Проверка ошибок',
  DevThrowRender: 'Сломать этот экран',
  DevThrowRejection: 'Вызвать необработанное отклонение промиса',
  DevShowToasts: 'Показать уведомления всех типов',
  DevColorsTitle: 'Цвета',
};
