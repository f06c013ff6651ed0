import type { TranslationKey } from '../en-gb.ts';

/** Russian texts of the program-user area: partial; a key missing here falls back to English. */
export const programUserTexts: Partial<Record<TranslationKey, string>> = {
  // Match calendar: public /match-calendar and admin match-cycle-calendar (business.md §2.1, §3.2)
  ProgramUserLandingTitle: 'Главная программы',
  PuYourPrograms: 'Ваши программы',
  PuNoPrograms:
    'Вы ещё не прикреплены к программе. Добавить вас может администратор или директор вашей программы.',
  PuDirector: 'Директор программы',
  PuProgramInactive: 'Неактивна',
  PuNoCycles: 'Эта программа пока не участвует ни в одном цикле распределения.',
  PuPositions: 'мест: {count}',
  PuMatchDate: 'дата распределения {date}',
  PuRankNotStarted: 'Не начат',
  PuCertifiedOn: 'Подтверждён {date}.',
  PuCertifyBy: 'Подтвердите его до {date}: в распределении участвуют только подтверждённые списки.',
  PuCertifyNoDeadline: 'В распределении участвуют только подтверждённые списки.',
  PuDeadlinePassed: 'Срок подачи рейтингового списка прошёл.',
  PuRankBy: 'Кандидатов для рейтинга: {count}. Срок: {date}.',

  // Applications, signals, the CAS and summary; admin applicant views (APPLY)
  RkProgramOf: '{program} ({code}) · {cycle}',
  RkEmptyApplicants: 'Пока никто не ранжирован: добавьте ниже кандидатов, подавших заявки в программу.',
  RkUnrankedApplicants: 'Подали заявки, ещё не ранжированы',
  RkOpen: 'Рейтинговый список',
  RkOpenOf: 'Рейтинговый список {program} в цикле {cycle}',

  // Match results of the applicant and the program (issue 6)
  MrOpen: 'Результат распределения',
  MrOpenOf: 'Результат распределения {program} в цикле {cycle}',
  MrPositions: 'Мест: {positions} · заполнено: {filled} · свободно: {unfilled}',
  MrMatchedApplicants: 'Распределённые кандидаты',
  MrNotMatchedApplicants: 'Ранжированные вами кандидаты, не распределённые к вам',
  MrApplicant: 'Кандидат',
  MrApplicantCode: 'Код кандидата',
  MrMedicalSchool: 'Медицинская школа',
  MrRank: 'Ваш ранг',
  MrNoneMatched: 'В вашу программу не распределён ни один кандидат.',
  MrNoneNotMatched: 'К вам распределены все кандидаты, которых вы ранжировали.',
  MrRankNote:
    'При подсчёте рангов учитываются кандидаты, участвовавшие в распределении (с подтверждённым рейтинговым списком).',
  // --- issue 15: review (keep new keys of this part below this line) ---
  // --- issue 15: interviews (keep new keys of this part below this line) ---
  // --- issue 15: queue-and-windows (keep new keys of this part below this line) ---
  // --- issue 15: portal (keep new keys of this part below this line) ---
  // --- issue 15: open-house (keep new keys of this part below this line) ---
  OhSchedulerTitle: 'Экскурсии дня открытых дверей',
  OhSchedulerIntro:
    'Экскурсии программы {program} для кандидатов этого цикла, сначала предстоящие. Записавшимся накануне придёт напоминание, а об отмене им сообщат.',
  OhNewTour: 'Новая экскурсия',
  OhToursTable: 'Экскурсии дня открытых дверей',
  OhNoProgramTours: 'Экскурсий пока нет.',
  OhTitleField: 'Название',
  OhStatus: 'Состояние',
  OhBackToTours: 'К списку экскурсий',
  OhTourForm: 'Экскурсия',
  OhStartsAt: 'Начало',
  OhEndsAt: 'Окончание',
  OhTimeZone: 'Часовой пояс экскурсии',
  OhTimeZoneHint:
    'Пояс IANA, например America/Chicago: в напоминаниях время указано в нём и по тихоокеанскому времени.',
  OhLocation: 'Место',
  OhVideoLinkField: 'Ссылка на видеовстречу',
  OhCapacity: 'Вместимость (мест)',
  OhCreateTour: 'Создать экскурсию',
  OhSaveTour: 'Сохранить экскурсию',
  OhTourCreated: 'Экскурсия создана.',
  OhTourSaved: 'Экскурсия сохранена.',
  OhCancelTour: 'Отменить экскурсию',
  OhCancelTourHint: 'Всем записавшимся кандидатам сообщат об отмене.',
  OhCancelTourConfirm: 'Отменить «{title}»? Записавшимся кандидатам ({count}) сообщат.',
  OhTourCancelled: 'Экскурсия отменена, записавшимся сообщено.',
  OhRegistrationsTitle: 'Записавшиеся кандидаты ({count})',
  OhRegistrationsTable: 'Записавшиеся кандидаты',
  OhNoRegistrationsYet: 'Пока никто не записался.',
  OhApplicant: 'Кандидат',
  OhApplicantCode: 'Код кандидата',
  OhEmail: 'Эл. почта',
  OhRegisteredAt: 'Дата записи',
  PrqProgramTitle: 'Запросы кандидатов',
  PrqProgramIntro:
    'О чём кандидаты этого цикла просят программу {program}; сначала ожидающие ответа. Каждый ответ отправляется кандидату.',
  PrqAllStatuses: 'Все состояния',
  PrqStatus: 'Состояние',
  PrqNoneForProgram: 'Запросов нет.',
  PrqProgramListLabel: 'Запросы кандидатов',
  PrqApplicant: 'Кандидат',
  PrqCycle: 'Цикл распределения',
  PrqAnswerField: 'Ответ на «{subject}»',
  PrqAnswerAction: 'Ответить',
  PrqDeclineAction: 'Отклонить',
  PrqAnsweredToast: 'Ответ отправлен кандидату.',
  PrqDeclinedToast: 'Запрос отклонён, кандидату сообщено.',
};
