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
};
