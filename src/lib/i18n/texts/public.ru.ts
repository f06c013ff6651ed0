import type { TranslationKey } from '../en-gb.ts';

/** Russian texts of the public area: partial; a key missing here falls back to English. */
export const publicTexts: Partial<Record<TranslationKey, string>> = {
  // Приглашения к роли (issue 11)
  RiTitle: 'Приглашение',
  RiSignInFirst:
    'Войдите в учётную запись с адресом, на который пришло приглашение. После входа вы вернётесь на эту страницу.',
  RiInvitedWithReason: 'Вас пригласили {reason}.',
  RiInvited: 'Вас пригласили в Matchline: {roles}.',
  RiGrants: 'Если вы примете приглашение, ваша учётная запись получит:',
  RiGrantProgramUser: 'Пользователь программы {name}',
  RiGrantProgramDirector: 'Директор программы {name}',
  RiGrantMedicalSchoolUser: 'Пользователь медицинской школы {name}',
  RiGrantSocietyUser: 'Пользователь общества специальности {name}',
  RiValidUntil: 'Ответить можно до {date}. Пока вы не примете приглашение, ничего не меняется.',
  RiAccept: 'Принять',
  RiDecline: 'Отклонить',
  RiAccepted: 'Приглашение принято.',
  RiDeclined: 'Вы отклонили это приглашение.',
  RiNotFound:
    'Такого приглашения нет, или оно не для учётной записи, с которой вы вошли. Войдите с учётной записью адреса, на который оно пришло.',

  // UI kit
  ConfirmEmailLinkChecking: 'Подтверждаем адрес электронной почты…',
  ConfirmEmailLinkFailed:
    'Эта ссылка для подтверждения больше не действует. Введите код из последнего письма или запросите новый.',
  RegConfirmEmailSent:
    'Учётная запись создана. Мы отправили код подтверждения на {email}: введите его ниже, чтобы начать работу с Matchline.',
  HomeTitle: 'Распределение в ординатуру и на программы специализации',
  HomeLead:
    'Matchline проводит распределение в ординатуру и на программы специализации: кандидаты подают заявки в программы, программы проводят собеседования и составляют рейтинги, а распределение честно сопоставляет их — с объяснением каждого результата.',
  HomeForApplicants: 'Кандидатам',
  HomeForApplicantsText:
    'Один профиль, заявки в программы вашей специальности, расписание собеседований и рейтинговый список.',
  HomeForPrograms: 'Программам',
  HomeForProgramsText:
    'Просмотр заявок, приглашения на дни собеседований, видеовстречи с кандидатами и их ранжирование.',
  HomeForSchools: 'Медицинским школам и обществам',
  HomeForSchoolsText: 'Следите за своими студентами и программами своей специальности в течение сезона.',
  HomeSignInPrompt: 'Уже зарегистрированы? Войдите, чтобы продолжить.',
  GoToMyArea: 'Перейти в мой раздел',

  // Programs, medical schools and the program comparison
  CmpTitleGeneric: 'Сравнение программ',
  CmpPositions: 'Места',

  // Specialties and specialty pages
  SpAllSpecialties: 'Все специальности',
  SpMatchingNow: 'идёт распределение',

  // Society user area and public pages
  DataTabTable: 'Таблица',
  DataTabCharts: 'Диаграммы',
  DataNotYetAvailable: 'Пока недоступно',
  HomeUpcomingDates: 'Ближайшие даты распределения',
  HomeFullCalendar: 'Весь календарь распределения',

  // LETTERS: personal statements and letters of reference, the writer's upload page
  LtApplicant: 'Кандидат',
  LtUploadPdf: 'Рекомендательное письмо (PDF)',
  LtUploadNewVersion: 'Новая версия письма (PDF)',
  LtUpload: 'Загрузить',

  // REG: applicant sign-up, phones, landing, cycle home, register for a match cycle, contact info
  RegSignUpTitle: 'Регистрация кандидата',
  RegCreateAccount: 'Создать учётную запись',
};
