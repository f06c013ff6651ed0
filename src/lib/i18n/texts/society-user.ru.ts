import type { TranslationKey } from '../en-gb.ts';

/** Russian texts of the society-user area: partial; a key missing here falls back to English. */
export const societyUserTexts: Partial<Record<TranslationKey, string>> = {
  // Requests: admin queues, public registration request forms, society users' lists
  RqRequestProgramRegistration: 'Подать заявку на регистрацию программы',

  // Society user area and public pages
  SocietySpecialty: 'Специальность',
  SocietyMatchCycle: 'Цикл распределения',
  SocietyContextLabel: 'Специальность и цикл распределения',
  SocietyProgramsCount: 'Программы',
  SocietyActiveProgramsCount: 'Активные программы',
  SocietyParticipatingCount: 'Программы в этом цикле',
  SocietyTotalPositions: 'Предложено мест',
  SocietyRegisteredApplicants: 'Зарегистрировано кандидатов',
  SocietyPendingRequests: 'Заявки на рассмотрении',
  SocietyProfileTitle: 'Профиль',
  SocietyEditProfile: 'Изменить профиль',
  SocietyFirstName: 'Имя',
  SocietyLastName: 'Фамилия',
  SocietySave: 'Сохранить',
  SocietyProfileSaved: 'Профиль сохранён.',
  SocietyTryAgain: 'Повторить',
};
