import type { TranslationKey } from '../en-gb.ts';

/** Russian texts of the medical-school area: partial; a key missing here falls back to English. */
export const medicalSchoolTexts: Partial<Record<TranslationKey, string>> = {
  // Match calendar: public /match-calendar and admin match-cycle-calendar (business.md §2.1, §3.2)
  MedicalSchoolLandingTitle: 'Главная медицинской школы',

  // Results per audience: send now, medical school, society and public results (issue 6)
  ResultsMatchCycle: 'Цикл распределения',
  ResultsColSeason: 'Сезон',
  MsLatestCycle: 'Последнее распределение: {cycle}',
  MsHomeSchools: 'Ваши медицинские школы',
  MsMatchResultsLink: 'Результаты распределения',
  MsMatchArchiveLink: 'Архив распределений',
  MsNoSchool: 'Ваша учётная запись ещё не привязана к медицинской школе.',
  MsResultsTitle: 'Результаты распределения',
  MsArchiveTitle: 'Архив распределений',
  MsNoCycles: 'Никто из ваших студентов ещё не зарегистрировался в распределении.',
  MsCounts: 'Студентов в распределении: {inMatch}; распределены: {matched}, не распределены: {unmatched}.',
  MsStudentsLabel: 'Студенты и их результаты',
  MsColOutcome: 'Результат',
  MsColChoice: 'Выбор',
  MsColInMatch: 'В распределении',
  MsColNotMatched: 'Не распределены',
  MsArchiveLabel: 'Опубликованные распределения ваших студентов',
  MsArchiveEmpty: 'Результаты распределения для вашей школы ещё не опубликованы.',
  OutcomeMatched: 'Распределён',
  OutcomeNotMatched: 'Не распределён',
  OutcomeNotInMatch: 'Нет подтверждённого рейтингового списка',
};
