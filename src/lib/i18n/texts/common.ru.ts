import type { TranslationKey } from '../en-gb.ts';

/** Russian texts of the shell and the spec's messages: partial; a key missing here falls back to English. */
export const commonTexts: Partial<Record<TranslationKey, string>> = {
  ProductName: 'Matchline',
  TitleSuffix: ' | Matchline',
  DefaultDescription:
    'Matchline проводит распределение в ординатуру и на программы специализации по специальностям и субспециальностям.',
  SkipToContent: 'Перейти к основному содержимому',
  NavMenu: 'Меню',
  MainMenu: 'Главное меню',
  QuickNavigation: 'Быстрая навигация',
  FullScreen: 'Во весь экран',
  ExitFullScreen: 'Выйти из полноэкранного режима',
  // Message centre in the menus and the notification popup (issue 14)
  MainNavigation: 'Основная навигация',
  Loading: 'Загрузка…',

  // Header and user menu
  SignIn: 'Войти',
  SignOut: 'Выйти',
  UserMenu: 'Меню пользователя',
  SignedInAs: 'Вы вошли как {name}',
  ReportBugMenu: 'Сообщить об ошибке',
  DarkTheme: 'Тёмная тема',
  Language: 'Язык',
  LocaleEnGb: 'English (UK)',
  LocaleRu: 'Русский',
  RoleAdmin: 'Администратор',
  RoleApplicant: 'Кандидат',
  RoleProgramUser: 'Сотрудник программы',
  RoleMedSchoolUser: 'Сотрудник медицинской школы',
  RoleSocietyUser: 'Представитель общества',

  // Footer
  Copyright: '© {year} Matchline — распределение в ординатуру и на программы специализации',
  PrivacyPolicyLink: 'Политика конфиденциальности и условия использования',
  ContactUsLink: 'Связаться с нами',
  Codebase: 'Сборка',

  // Dialog chrome
  Close: 'Закрыть',
  Ok: 'ОК',
  Confirm: 'Подтвердить',
  Cancel: 'Отмена',
  Send: 'Отправить',
  Report: 'Отправить отчёт',
  ReportTheBug: 'Сообщить об ошибке',
  Reload: 'Перезагрузить',
  Dismiss: 'Скрыть',
  Notifications: 'Уведомления',
  ErrorTitle: 'Ошибка',
  SuccessTitle: 'Готово',
  WarningTitle: 'Предупреждение',
  InfoTitle: 'Информация',

  // UI kit: confirmation, tables, pager, search, date and month fields
  ConfirmationTitle: 'Подтверждение',
  LeaveTitle: 'Уйти со страницы?',
  LeaveLost: 'Изменения не сохранены. Если вы уйдёте, они будут потеряны.',
  LeaveKeptAsDraft: 'Изменения остаются на этом устройстве как черновик, но не сохранены.',
  LeaveConfirm: 'Уйти',
  LeaveStay: 'Остаться',
  Pagination: 'Страницы',
  PagerRange: '{from}–{to} из {total}',
  PreviousPage: 'Предыдущая страница',
  NextPage: 'Следующая страница',
  PageNumber: 'Страница {page}',
  PageSize: 'Строк на странице',
  ClearSearch: 'Очистить поиск',
  DateToday: 'Сегодня',
  DateYesterday: 'Вчера',
  DateTomorrow: 'Завтра',
  // Login dialog
  LoginTitle: 'Вход в Matchline',
  ForgotPasswordTitle: 'Восстановление пароля',
  ChangePasswordTitle: 'Смена пароля',
  EmailLabel: 'Электронная почта',
  EmailPlaceholder: 'Электронная почта',
  PasswordLabel: 'Пароль',
  ForgotPasswordLink: 'Забыли пароль?',
  BackToSignIn: 'Вернуться ко входу',
  SendCode: 'Отправить код',
  HaveCode: 'У меня уже есть код',
  RequestNewCode: 'Отправить новый код',
  VerificationCodeLabel: 'Код подтверждения',
  NewPasswordLabel: 'Новый пароль',
  ConfirmPasswordLabel: 'Повторите новый пароль',
  ChangePasswordButton: 'Сменить пароль',
  ForgotPasswordIntro: 'Укажите адрес электронной почты, и мы пришлём код подтверждения.',

  // Role invitations (issue 11): /account/invitations/:token
  ConfirmEmailTitle: 'Подтвердите адрес электронной почты',
  ConfirmEmailIntro:
    'Введите 6-значный код из письма, которое мы отправили на ваш адрес, или откройте ссылку из этого письма. Код действует один час.',
  ConfirmEmailButton: 'Подтвердить',
  ConfirmEmailResendButton: 'Отправить код',
  ConfirmEmailNeeded: 'Чтобы войти, подтвердите адрес электронной почты.',
  CodeSent: 'Код подтверждения отправлен на {destination}. Он действует один час.',
  TemporaryPasswordSent:
    'Временный пароль отправлен на {destination}. Войдите с ним, чтобы задать свой пароль.',
  CompleteRegistrationTitle: 'Завершение регистрации',
  CompleteRegistrationIntro: 'Задайте новый пароль для {email}, чтобы завершить вход.',
  PasswordConfirmationLabel: 'Повторите пароль',
  SetPassword: 'Задать пароль',

  // Captcha
  NotARobot: 'Я не робот',
  CaptchaVerifying: 'Проверяем, что вы человек…',
  CaptchaVerified: 'Проверено',
  CaptchaFailed: 'Проверка не удалась. Попробуйте ещё раз.',

  // Contact Us
  ContactUsTitle: 'Связаться с нами',
  ContactIntro: 'Вопросы о регистрации, оплате или распределении? Напишите нам.',
  NameLabel: 'Имя',
  MatchlineIdLabel: 'Matchline ID',
  MatchlineIdPlaceholder: 'Matchline ID (если есть)',
  SubjectLabel: 'Тема',
  SubjectPlaceholder: 'Выберите тему',
  MessageLabel: 'Сообщение',
  CharactersLeft: 'Осталось символов: {count}',
  SubjectLogin: 'Вход',
  SubjectRegistration: 'Регистрация',
  SubjectBilling: 'Оплата',
  SubjectAboutCas: 'О CAS',
  SubjectOther: 'Другое',

  // Bug report
  NewBugReportTitle: 'Новый отчёт об ошибке',
  BugDescriptionLabel: 'Опишите действия, которые привели к ошибке:',

  // Privacy
  PrivacyPolicyTitle: 'Политика конфиденциальности и условия использования',
  PrivacyPolicyBody1:
    'Matchline обрабатывает переданные вами персональные данные (имя, контакты, образование, экзамены и документы заявки) только для проведения распределения, для рассмотрения вашей заявки выбранными программами и для информирования вас о ходе распределения.',
  PrivacyPolicyBody2:
    'Ваши данные передаются программам, медицинским школам и обществам, участвующим в распределении, только в объёме, которого требуют правила. Мы никогда их не продаём. Копию данных или их удаление можно запросить через форму «Связаться с нами».',
  PrivacyPolicyBody3:
    'Пользуясь Matchline, вы соглашаетесь соблюдать правила распределения, указывать правдивые и полные сведения и никому не сообщать свои данные для входа.',

  // Error page
  ErrorPageTitle: 'Что-то пошло не так',
  ErrorPageHint: 'Перезагрузите страницу. Если ошибка повторится, расскажите нам, что вы делали.',
  GoHome: 'На главную',

  // Pages
  PageNotFoundHint: 'Возможно, адрес набран с ошибкой или страница перемещена.',
  AreaOfflineTitle: 'Ожидание соединения',
  AreaOffline:
    'Matchline сейчас не может связаться с сервером. Страница откроется, как только появится связь.',
  PwaOffline: 'Нет подключения к сети. Matchline продолжает работать с тем, что уже загружено.',
  PwaUpdateAvailable: 'Доступна новая версия Matchline.',
  Later: 'Позже',

  // Admin
  NavHome: 'Главная',
  // Match cycles: admin list, form, details (business.md §2.6, §3.1, §4)
  Save: 'Сохранить',
  Edit: 'Изменить',
  Delete: 'Удалить',
  Details: 'Подробнее',
  Yes: 'Да',
  No: 'Нет',

  // Match calendar: public /match-calendar and admin match-cycle-calendar (business.md §2.1, §3.2)
  CalSpecialty: 'Специальность',
  CalAll: 'Все',
  CalSeason: 'Сезон',
  CalMonthNav: 'Месяцы',
  CalPreviousMonth: 'Предыдущий месяц',
  CalNextMonth: 'Следующий месяц',
  CalNoEvents: 'В этом сезоне нет событий.',
  CalAllDay: 'Весь день',
  CalAllSpecialties: 'Все специальности',
  CalTypeCustom: 'Событие',
  CalTypeApplicantRegistrationStart: 'Начало регистрации кандидатов',
  CalTypeCasTarget: 'Целевая дата CAS',
  CalTypeProgramsRankListDeadline: 'Срок рейтинговых списков программ',
  CalTypeApplicantsRankListDeadline: 'Срок рейтинговых списков кандидатов',
  CalTypeMatchDate: 'День распределения',
  CalTypeVacanciesPosted: 'Публикация вакантных мест',
  CalTypePublicHoliday: 'Праздничный день',
  CalSubscribeTitle: 'Подписка',
  CalSubscribeText: 'Добавьте календарь распределения в своё приложение календаря: он обновляется сам.',
  CalFeedUrl: 'Адрес календаря (iCalendar)',
  CalCopy: 'Копировать',
  CalCopied: 'Адрес календаря скопирован.',
  CalOpenInApp: 'Открыть в приложении календаря',
  CalGoogleHint: 'Google Календарь: «Другие календари» → «Добавить по URL», затем вставьте адрес.',

  // Society user area (business.md §2.5, §3.3, §4)

  // Public pages that open in later releases: title and what they will hold
  PageMedicalSchoolInfo: 'Медицинским школам',
  PageData: 'Данные распределения',
  PageAbout: 'О Matchline',
  PageSpecialties: 'Специальности',
  PageMatchCalendar: 'Календарь распределения',

  // Programs, medical schools and the public program comparison (business.md §2.1, §2.6, §3.5)
  PgState: 'Штат',
  PgAddressLine: 'Адрес',
  PgCity: 'Город',
  PgCountry: 'Страна',
  PgZip: 'Индекс',

  // Requests: admin queues, public registration request forms, society users' lists (business.md §2.1, §2.5, §2.6)
  RqSpecialty: 'Специальность',
  RqRequester: 'Заявитель',

  // Program user registration entry (/registration/program): find the program, then request to join it.
  RqDraftRestored: 'Мы восстановили то, что вы ввели до перезагрузки страницы.',
  RqProgram: 'Программа',
  RqCode: 'Код',
  RqProgramName: 'Название программы',
  RqSubspecialty: 'Субспециальность',
  RqMatchCycle: 'Цикл распределения',
  RqChooseSpecialtyFirst: 'Сначала выберите специальность',
  RqPositions: 'Места',
  RqInstitutionName: 'Учреждение',
  RqInstitutionCity: 'Город учреждения',
  RqPhone: 'Телефон',
  RqFax: 'Факс',
  RqWebsite: 'Сайт',
  RqAddress: 'Адрес',
  RqDirector: 'Руководитель программы',
  RqFirstName: 'Имя',
  RqLastName: 'Фамилия',
  RqEmail: 'Электронная почта',
  RqMedicalSchool: 'Медицинская школа',
  RqSchoolName: 'Название школы',
  RqSchoolType: 'Тип',
  RqDegree: 'Степень',
  RqYourName: 'Ваше имя',
  RqYourEmail: 'Ваша электронная почта',

  // Admin users, user actions, audit log and impersonation (users feature)
  ImpersonationLabel: 'Вход от имени пользователя',
  ImpersonationBanner: 'Вы вошли как {name} от имени администратора {admin}.',
  EndSession: 'Завершить сеанс',

  // (business.md §2.1, §2.6, §3.3, §7; platform.md §9)
  SpNone: 'Специальностей пока нет.',
  SpLoadFailed: 'Не удалось загрузить специальность.',
  SpSubspecialties: 'Субспециальности',
  SpPagesOf: 'Страницы: {name}',

  // UPLOADS: file cabinet, documents, upload progress, file preview, avatar
  DocChooseFile: 'Выбрать файл',
  DocChosenFile: 'Выбран: {name} ({size})',
  DocNoFileChosen: 'Файл не выбран',

  // REG: applicant sign-up, phones, landing, cycle home, register for a match cycle, contact info

  // LETTERS: personal statements and letters of reference, the writer's upload page
  LtWriterName: 'Имя автора',

  // Applications, signals, the CAS and summary; admin applicant views (APPLY)

  // OFFLINE slice: sync status and conflicts
  // Results per audience: send now, medical school, society and public results (issue 6)
  ResultsColSpecialty: 'Специальность',
  ResultsColPositions: 'Места',
  ResultsColMatched: 'Распределено',
  ResultsColUnfilled: 'Свободно',
  // The spec's messages (core/domain/messages.ts)
  // Validation (business.md §5)
  NameIsRequired: 'Укажите имя.',
  EmailIsRequired: 'Укажите адрес электронной почты.',
  InvalidEmail: 'Неверный адрес электронной почты.',
  SubjectIsRequired: 'Выберите тему.',
  TextIsRequired: 'Введите текст.',
  ExceededNumberOfCharacters: 'Превышено допустимое число символов.',
  RecaptchaIsRequired: 'Пройдите проверку',
  RecaptchaIsRequiredDot: 'Пройдите проверку.',
  DescriptionIsRequired: 'Опишите проблему.',
  PasswordIsRequired: 'Укажите пароль.',
  InvalidPassword:
    'Не менее восьми символов: хотя бы одна заглавная и одна строчная буква, одна цифра и один специальный символ, без пробелов (плюс (+), минус (-) и знак равенства (=) специальными символами не считаются).',
  VerificationCode: 'Укажите код подтверждения.',
  NoWhitespace: 'Значение не должно содержать пробелов.',
  PasswordsDoNotMatch: 'Пароли не совпадают.',
  EmailsDoNotMatch: 'Адреса электронной почты не совпадают.',
  InvalidPhone: 'Ожидается от 7 до 20 цифр, разделитель — дефис или пробел.',
  InvalidFax: 'Ожидается от 7 до 20 цифр, разделитель — дефис.',
  InvalidUrl: 'Укажите корректный адрес. Например: {host}',
  InvalidZip: 'Допустимы только цифры, латинские буквы, дефис, косая черта и пробел.',
  ThreeDigitNumber: 'Значение должно быть трёхзначным числом.',
  TwoDigitNumber: 'Значение должно быть двузначным числом.',
  MustBeNumber: 'Значение должно быть числом.',
  InvalidAmount: 'Неверная сумма.',
  StartBeforeEnd: 'Время начала должно быть раньше времени окончания.',
  ToDateGreater: 'Дата «по» должна быть позже даты «с».',
  DateNotInFuture: 'Дата не может быть позже текущей.',
  TwelveHourFormat: 'Время ожидается в 12-часовом формате.',
  GreaterThanZero: 'Значение должно быть больше 0.',
  GreaterOrEqualZero: 'Значение должно быть не меньше 0.',
  NotGreaterThan100: 'Значение не может быть больше 100',
  LessThan8Specialties: 'Выберите не более 7 специальностей.',
  FillAllRequired: 'Заполните все обязательные поля.',
  InvalidValue: 'Неверное значение.',
  UnknownField: 'Неизвестное поле.',

  // Error catalogue (business.md §8, platform.md §8)
  ApplicationError: 'В приложении произошла ошибка.',
  AuthProviderError: 'Cognito вернул ошибку.',
  ConnectionError: 'Не удалось подключиться к серверу. Попробуйте ещё раз.',
  InternalServerError: 'Запрос не выполнен. Ошибка на сервере.',
  ServerError: 'Мы уже работаем над этим. Попробуйте позже.',
  ValidationError: 'Некоторые поля формы заполнены неверно.',
  Unauthorized: 'Доступ запрещён',
  NotFound: 'Данные не найдены.',
  PageNotFound: 'Страница не найдена.',
  Timeout: 'Время ожидания операции истекло.',
  InvalidDate: 'Неверная дата',
  WrongDateFormat: 'Неверный формат даты.',
  UserDeclined: 'Пользователь не подтвердил действие.',
  PromiseCancelled: 'Операция отменена.',
  NotSupported: 'Не поддерживается',
  NotImplemented: 'Не реализовано',
  UnexpectedServerError: 'На сервере произошла непредвиденная ошибка.',
  TooManyRequests: 'Слишком много запросов. Повторите попытку через {seconds} с.',
  MissingDictionaryKey: 'Элемент с ключом {key} не найден в справочнике',
  StorageUnavailable: 'Хранилище недоступно.',
  WrongFileSizeFormat: 'Неверный формат размера файла.',
  FileNotUploaded: 'Файл не загружен',

  // Identity (platform.md §6, §8)
  NoRole: 'Не удаётся войти. Обратитесь к администратору сайта.',
  AccessDeniedSignedIn: 'Доступ запрещён. Попробуйте войти под другой учётной записью.',
  AccessDeniedNotSignedIn: 'Доступ запрещён. Пожалуйста, войдите.',
  ResourceAccessDenied: 'У вас нет доступа к этому объекту.',
  UserNotConfirmed: 'Адрес электронной почты не подтверждён. Подтвердите его, чтобы продолжить.',
  NotAuthorized: 'Неверное имя пользователя или пароль.',
  UserDisabled: 'Пользователь отключён.',
  UserNotFound: 'Пользователь не найден.',
  PasswordResetRequired: 'Необходимо сбросить пароль.',
  CannotResetUnverified: 'Нельзя сбросить пароль пользователя: его адрес электронной почты не подтверждён.',
  LimitExceeded: 'Превышено число попыток. Повторите позже.',
  CaptchaRequired:
    'Было много неудачных попыток входа в эту учётную запись. Подтвердите, что вы не робот, и войдите снова.',
  ExpiredCode: 'Срок действия кода подтверждения истёк.',
  CodeMismatch: 'Неверный код подтверждения. Попробуйте ещё раз.',
  PasswordTooEasy: 'Пароль слишком простой.',
  NotAuthenticated: 'Пользователь не выполнил вход',
  SessionExpired: 'Не удалось получить новый сеанс. Войдите снова.',
  IncorrectOldPassword: 'Неверный старый пароль.',
  CannotImpersonate: 'Извините, у вас нет права входить от имени этого пользователя.',
  ChallengeExpired: 'Время входа истекло. Войдите снова.',

  // Contact and bug reports (business.md §2.9, §4)
  ContactThankYou: 'Спасибо за письмо. Мы ответим в течение 2 рабочих дней.',
  BugReportSentTitle: 'Отчёт об ошибке отправлен',
  BugReportSentBody:
    'Ваш отзыв будет передан команде разработчиков. Если возникнут другие проблемы, напишите на {email}',
  BugReportSuccess: 'Ваш отчёт отправлен. Спасибо!',

  // Match cycles (business.md §3.1): date order, status and read-only archived cycles
  RankListDeadlineAfterRegistration: 'Срок рейтинговых списков должен быть позже даты регистрации.',
  ProgramsDeadlineNotAfterApplicantsDeadline:
    'Срок рейтинговых списков программ не может быть позже срока рейтинговых списков кандидатов.',
  MatchDateAfterRankListDeadlines: 'Дата распределения должна быть позже сроков рейтинговых списков.',
  VacanciesPostedAfterMatchDate: 'Дата публикации вакантных мест должна быть позже даты распределения.',
  ResultsDateOnOrAfterMatchDate: 'Дата результатов не может быть раньше даты распределения.',
  DateMustBeAfter: 'Дата «{later}» должна быть позже даты «{earlier}».',
  DateMustNotBeBefore: 'Дата «{later}» не может быть раньше даты «{earlier}».',
  CasDeadlineNotBeforeRegistration: 'Срок CAS не может быть раньше даты регистрации.',
  CasDeadlineBeforeMatchDate: 'Срок CAS должен быть раньше даты распределения.',
  TrainingStartAfterMatchMonth: 'Начало обучения должно приходиться на месяц после даты распределения.',
  MatchCycleArchived: 'Цикл распределения в архиве, изменить его нельзя.',
  // The match run (issue 6)
  MatchRunAlreadyUnderWay: 'Запуск распределения для этого цикла уже выполняется.',
  MatchRunNeedsActiveCycle: 'Распределение можно запустить только в активном цикле.',
  FinalMatchRunBeforeDeadlines:
    'Итоговое распределение можно запустить только после сроков рейтинговых списков ({deadlines}).',
  MatchRunNotFound: 'Запуск распределения не найден.',
  MatchRunNotFinalKind: 'Результатом распределения можно отметить только итоговый запуск.',
  MatchRunNotStable: 'Запуск, не нашедший устойчивого распределения, не может быть его результатом.',
  FinalRunLockedByRelease: 'Результаты уже опубликованы: итоговый запуск больше нельзя изменить.',
  MatchCycleActivationNeedsDates:
    'Цикл распределения можно активировать, когда заданы дата регистрации, сроки рейтинговых списков и дата распределения.',
  MatchCycleStatusTransition:
    'Статус цикла распределения меняется только с «Запланирован» на «Активен» и с «Активен» на «В архиве».',
  MatchCycleExists: 'Цикл распределения для этой специальности и года уже существует.',
  MatchCycleShortNameTaken: 'Цикл распределения с таким кратким названием уже существует.',
  SpecialtyNotFound: 'Специальность не найдена.',
  MatchCycleYearNotFound: 'Год цикла распределения не найден.',
  MatchCycleYearCode: 'Год должен быть четырёхзначным числом.',
  MatchCycleYearExists: 'Такой год цикла распределения уже существует.',
  // Our texts (the spec gives only the 'X is required' / 'Select X' pattern): match cycle and calendar forms
  SelectMatchCycleYear: 'Выберите год цикла распределения.',
  ShortNameIsRequired: 'Укажите краткое название.',
  MatchNameIsRequired: 'Укажите название распределения.',
  TitleIsRequired: 'Укажите название.',
  StartTimeIsRequired: 'Укажите время начала.',

  // Programs, institutions and medical schools. Our texts: the spec only says that further
  // 'X is required' and 'Select X' messages exist (business.md §5).
  CodeIsRequired: 'Укажите код.',
  InvalidCode: 'Допустимы только латинские буквы, цифры, дефис и подчёркивание.',
  SelectSpecialty: 'Выберите специальность.',
  SelectCountry: 'Выберите страну.',
  SelectState: 'Выберите штат.',
  CityIsRequired: 'Укажите город.',
  FirstNameIsRequired: 'Укажите имя.',
  LastNameIsRequired: 'Укажите фамилию.',
  SelectType: 'Выберите тип.',
  SelectDegree: 'Выберите степень.',
  SubspecialtyNotOfSpecialty: 'Субспециальность не относится к этой специальности.',
  StateNotOfCountry: 'Штат не относится к этой стране.',
  ProgramCodeTaken: 'Программа с таким кодом уже существует.',
  InstitutionNameIsRequired: 'Укажите название учреждения.',
  InstitutionNotFound: 'Учреждение не найдено.',
  InstitutionExists: 'Учреждение с таким названием уже существует.',
  MatchCycleNotFound: 'Цикл распределения не найден.',
  MatchCycleOfAnotherSpecialty: 'Цикл распределения относится к другой специальности.',
  ProgramUserExists:
    'Пользователь с такой электронной почтой уже существует. Вместо этого привяжите существующего пользователя.',
  ProgramUserAttached: 'Пользователь уже является сотрудником этой программы.',
  MedicalSchoolCodeTaken: 'Медицинская школа с таким кодом уже существует.',
  MedicalSchoolHasOpenParticipation:
    'У медицинской школы есть кандидаты в неархивном цикле распределения, поэтому её нельзя деактивировать.',
  CompareProgramsCount: 'Выберите от 2 до 4 программ.',

  // Admin user actions and impersonation (platform.md §4, §6); texts marked "ours" are not in the spec.
  ConfirmDeactivateUser: 'Вы действительно хотите деактивировать пользователя?',
  ConfirmActivateUser: 'Вы действительно хотите активировать пользователя?',
  UserDeactivated: 'Пользователь деактивирован',
  UserActivated: 'Пользователь активирован',
  SentPasswordRecovery: 'Инструкции по восстановлению пароля отправлены',
  ImpersonationWarningTitle: 'Внимание!',
  ImpersonationWarningHeading: 'Окончание сеанса',
  ImpersonationWarningText:
    'До окончания сеанса осталось меньше {minutes} мин. Убедитесь, что все важные изменения сохранены.',
  EndSessionNow: 'Завершить сеанс сейчас',
  EmailTaken: 'Учётная запись с такой электронной почтой уже существует.',
  UserBeingImpersonated:
    'Сейчас администратор работает от имени этого пользователя. Его пароль и электронную почту нельзя изменить, пока это не закончится.',
  ImpersonatedSessionCannotChange:
    'Пароль или электронную почту нельзя изменить при работе от имени пользователя.',
  NotImpersonating: 'Этот сеанс не является входом от имени пользователя.',
  CannotDeactivateSelf: 'Нельзя деактивировать собственную учётную запись.',
  RoleInvitationExpired: 'Срок приглашения истёк. Попросите пригласившего отправить новое.',
  RoleInvitationDeclined: 'Это приглашение отклонено, принять его больше нельзя.',
  RoleInvitationAccepted: 'Это приглашение уже принято.',
  RoleInvitationImpersonated:
    'Ответить на приглашение может только владелец учётной записи, а не администратор под его именем.',

  // Request queues and registration request forms. Our texts: the spec names the statuses and the
  // 'Select X' pattern only; 'You have a new {kind}.' is business.md §6.
  SelectMatchCycle: 'Выберите цикл распределения.',
  SelectMedicalSchool: 'Выберите медицинскую школу.',
  SelectProgram: 'Выберите программу.',
  ProgramNotFound: 'Программа не найдена.',
  MedicalSchoolNotFound: 'Медицинская школа не найдена.',
  RequestAlreadyDecided: 'По заявке уже принято решение.',
  RequestNotCancellable: 'Эту заявку нельзя отозвать.',
  RequestCancelOnlyByRequester: 'Отозвать заявку может только заявитель.',
  ProgramRegistrationNotAllowed: 'Для этой специальности заявки на регистрацию программ не принимаются.',
  RegistrationRequestSent:
    'Спасибо. Ваша заявка отправлена. Администратор рассмотрит её, и мы сообщим вам решение по электронной почте.',
  NewListItem: 'У вас новая запись: {kind}.',

  // Specialties, subspecialties, society users attached, specialty pages. Our texts: the spec gives
  // only the 'X is required' pattern and the colour field's length (platform.md §9).
  FullNameIsRequired: 'Укажите полное название.',
  UrlPrefixIsRequired: 'Укажите префикс URL.',
  InvalidUrlPrefix:
    'Допустимы только латинские буквы, цифры, дефис и подчёркивание (первый и последний символ — буква или цифра).',
  InvalidColor: 'Ожидается цвет в формате #RRGGBB.',
  SpecialtyNameTaken: 'Специальность с таким названием уже существует.',
  SpecialtyUrlPrefixTaken: 'Специальность с таким префиксом URL уже существует.',
  SubspecialtyNameTaken: 'У специальности уже есть субспециальность с таким названием.',
  SubspecialtyInUse: 'Субспециальность нельзя удалить: её используют программы ({count}).',
  SocietyUserNotFound:
    'Пользователя с такой электронной почтой нет. Укажите имя и фамилию, чтобы создать представителя общества.',
  NotASocietyUser: 'Этот пользователь не является представителем общества.',
  SocietyUserAttached: 'Представитель общества уже привязан к этой специальности.',
  SpecialtyPageOrder: 'В порядке должна быть указана каждая страница специальности ровно один раз.',
  LinkUrlIsRequired: 'Укажите ссылку.',

  // Applicant action restrictions (platform.md §6): the 'Denied' popup and the server's refusals.
  DeniedTitle: 'Отказано',
  DeniedHeading: 'Функции ограничены',
  DeclineMatchCycleNotSelected: 'Цикл распределения не выбран.',
  DeclineMatchCycleArchived: 'Цикл распределения {name} в архиве.',
  DeclineMatchCycleLocked: 'Цикл распределения {name} закрыт для изменений.',
  DeclineMatchCycleStatus: 'Цикл распределения {name}: статус «{status}».',
  DeclineApplicationWithdrawn: 'Заявка {name} отозвана.',
  DeclineApplicationCanceled: 'Заявка {name} отменена.',
  DeclineAwaitingPayment: 'Заявка {name} ожидает оплаты.',
  ApplicantNotFound: 'Кандидат не найден.',

  // Uploads, documents and the file cabinet (platform.md §4, §5, §8)
  UploadFailed: 'Ошибка при загрузке файла по подписанной ссылке.',
  UnsupportedFileType: 'Неподдерживаемый тип файла',
  LinkViewerTitle: 'Просмотр ссылки',
  UploadLinkExpired: 'Срок действия ссылки для загрузки истёк. Загрузите файл ещё раз.',
  UploadLinkInvalid: 'Ссылка для загрузки недействительна.',
  UploadLinkUsed: 'Ссылка для загрузки уже использована.',
  FileTooLarge: 'Файл слишком большой. Максимальный размер — {size}.',
  FileIsEmpty: 'Файл пуст.',
  FileNameIsRequired: 'Укажите имя файла.',
  DocumentTitleIsRequired: 'Укажите название.',
  SelectDocumentType: 'Выберите тип документа.',
  UploadNotUsable: 'Файл не загружен или не может быть использован здесь.',
  UploadQuotaExceeded:
    'Хранилище заполнено: можно хранить не более {mb} МБ файлов. Удалите часть файлов и повторите попытку.',
  UploadAborted: 'Загрузка прервана. Загрузите файл ещё раз.',

  // PROFILE: personal information, education, employment, hobbies (business.md §3.4–§3.5, §5; platform.md §8)
  EligibleToWorkInUsa: 'Укажите, есть ли у вас право работать в США.',
  NeedVisaSponsorship: 'Укажите, нужна ли вам визовая поддержка.',
  OtherVisaTypeName: 'Вы выбрали тип визы «Другое» — укажите название типа.',
  HonorNotFound: 'Награда {id} не найдена.',
  NoHonorsFound: 'Награды не найдены.',
  HonorIsMandatory: 'Выберите: {name}.',
  HonorIsUnique: '{name}: можно указать только один раз.',
  HonorNameIsRequired: 'Укажите название награды.',
  HonorValueIsRequired: 'Укажите значение награды.',
  StartDateIsRequired: 'Укажите дату начала.',
  ProgramNameIsRequired: 'Укажите название программы.',
  EmployerIsRequired: 'Укажите работодателя.',
  PositionIsRequired: 'Укажите должность.',
  ProfileChangedMeanwhile:
    'Ваш профиль тем временем изменили в другом месте. Сравните обе версии и выберите.',
  // REG: applicant sign-up, phones, registration for a match cycle, invoices, contact info. Our texts:
  // the spec gives the phone and zip messages and the 'X is required' / 'Select X' pattern only.
  PhoneIsRequired: 'Укажите номер телефона.',
  SelectPhoneType: 'Выберите тип телефона.',
  InvalidExtension: 'Добавочный номер — не более 10 цифр.',
  AcceptPrivacyTerms: 'Примите политику конфиденциальности и условия использования.',
  AlreadyRegisteredForCycle: 'Вы уже зарегистрированы в этом цикле распределения.',
  MatchCycleNotOpenForRegistration: 'Регистрация в этом цикле распределения не открыта.',
  InvoiceAlreadyPaid: 'Счёт уже оплачен.',
  PhoneCodeSubject: 'Ваш код подтверждения Matchline',
  PhoneCodeText: 'Ваш код подтверждения Matchline для телефона {number}: {code}. Код действует один час.',
  PhoneAlreadyVerified: 'Номер телефона уже подтверждён.',
  AddressIsRequired: 'Укажите адрес.',
  // LETTERS: personal statements and letters of reference
  PersonalStatementTitleIsRequired: 'Укажите название.',
  PersonalStatementChangedMeanwhile:
    'Это личное заявление тем временем изменили в другом месте. Сравните обе версии и выберите.',
  ApplicationChangedMeanwhile:
    'Заявление и письма этой заявки тем временем изменили в другом месте. Сравните обе версии и выберите.',
  // Rank lists (issue 6)
  RankListTooLong: 'В рейтинговом списке может быть не более 300 позиций.',
  RankListDuplicate: 'Каждую позицию можно включить в список только один раз.',
  RankListProgramNotApplied: 'В список можно включить только программы, в которые вы отправили заявку.',
  RankListDeadlinePassed: 'Срок рейтинговых списков ({deadline}) истёк: список больше нельзя изменить.',
  RankListEmptyCertify: 'Пустой рейтинговый список нельзя подтвердить.',
  RankListApplicantNotApplied: 'В список можно включить только кандидатов, отправивших заявку в программу.',
  RankListDirectorCertifies: 'Подтвердить рейтинговый список может только руководитель программы.',
  NoRankListDeclaredWithEntries:
    'В вашем рейтинговом списке ещё есть программы: уберите их, прежде чем отказаться от подачи списка.',
  RankListAfterNoRankListDeclared:
    'Вы сообщили, что не подадите рейтинговый список в этом распределении: отмените это, прежде чем добавлять программы.',
  NoRankListNeedsRegistration:
    'Зарегистрируйтесь в этом цикле распределения, прежде чем сообщать, подадите ли вы рейтинговый список.',
  ProgramNotInMatchCycle: 'Программа не участвует в этом цикле распределения.',
  RankListChangedMeanwhile:
    'Этот рейтинговый список тем временем изменили в другом месте. Сравните обе версии и выберите.',
  PersonalStatementInUse: 'Это личное заявление привязано к заявке, удалить его нельзя.',
  WriterNameIsRequired: 'Укажите имя автора.',
  LetterRequestNotPending: 'Изменить можно только ожидающий запрос письма.',
  LetterRequestNotResendable: 'Автор уже загрузил это письмо, или запрос был отменён.',
  LetterRequestCanceled: 'Кандидат отменил этот запрос письма. Ссылка больше не действует.',
  LetterLinkNotFound: 'Ссылка на письмо недействительна. Проверьте ссылку в письме, которое вы получили.',
  LetterContentWaived: 'Вы отказались от права просматривать это письмо.',
  LetterNotUploaded: 'Письмо ещё не загружено.',
  LetterUploadNotUsable: 'Загруженный файл не найден. Загрузите письмо ещё раз.',
  LetterCannotBeJudged: 'Проверить качество можно только у загруженного письма.',
  LetterAssignedTwice: 'Рекомендательное письмо можно привязать к программе только один раз.',
  TooManyLettersForProgram: 'К программе можно привязать не более {count} рекомендательных писем.',
  LetterNotAssignable: 'Привязать можно только свои неотменённые письма.',
  LetterRequestMailSubject: '{applicantName} просит вас написать рекомендательное письмо',
  LetterRequestMailText:
    'Здравствуйте, {writerName}!\n\n{applicantName} просит вас написать рекомендательное письмо для заявки в ординатуру или на программу специализации в Matchline.\n{waiver}\n{message}\nЗагрузите письмо в формате PDF здесь (учётная запись не нужна):\n{link}\n',
  LetterRequestMailWaived: 'Кандидат отказался от права просматривать ваше письмо.',
  LetterRequestMailNotWaived: 'Кандидат не отказался от права просматривать ваше письмо.',
  LetterRequestMailUserMessage: 'Сообщение от {applicantName} (Matchline его не проверял):\n{message}',
  LetterUploadedMailSubject: 'Рекомендательное письмо от {writerName} загружено',
  LetterUploadedMailText:
    '{writerName} загрузил(а) рекомендательное письмо для вас {date}. Его статус виден на странице рекомендательных писем:\n{link}\n',
  LetterUploadedNotification: '{writerName} загрузил(а) для вас рекомендательное письмо.',
  // Applications, signals and the CAS (APPLY)
  SignalLimitReached: 'В этом цикле распределения можно отправить сигнал не более чем {count} программам.',
  ApplicationNotInProgress: 'Отправить можно только заявку, которая заполняется.',
  ApplicationProgramNotInCycle: 'Программа не участвует в этом цикле распределения.',
  ApplicationStatementNotYours: 'Выберите одно из своих личных заявлений.',
  ApplicationNeedsRegistration:
    'Зарегистрируйтесь в цикле распределения {name}, прежде чем подавать заявки в его программы.',
  CasMissingName: 'Ваши имя и фамилия',
  CasMissingDateOfBirth: 'Ваша дата рождения',
  CasMissingVerifiedPhone: 'Подтверждённый номер телефона',
  CasMissingAddress: 'Адрес',
  CasMissingMedicalSchool: 'Образование в медицинской школе',
  CasMissingExamNumber: 'Ваш номер USMLE или COMLEX (NBOME)',
  CasMissingPersonalStatement: 'Личное заявление',
  CasMissingLetter: 'Запрошенное рекомендательное письмо',

  // ACADEMIC: examinations and publications (business.md §3.6, §3.8, §5)
  LicensureStateIsRequired: 'Укажите штат.',
  BoardNameIsRequired: 'Укажите название совета.',
  SelectPublicationType: 'Выберите тип публикации.',
  PublicationTitleIsRequired: 'Укажите название.',
  AuthorsAreRequired: 'Укажите авторов.',
  SelectPublicationStatus: 'Выберите статус.',
  InvalidPubmedId: 'PubMed ID — число длиной до 9 цифр.',
  ExaminationChangedMeanwhile:
    'Этот раздел экзаменов тем временем изменили в другом месте. Сравните обе версии и выберите.',
  // OFFLINE slice (idempotent sync of the outbox)
  IdempotencyKeyReused: 'Этот ключ идемпотентности уже использован для другого запроса.',
  IdempotentRequestInProgress: 'Это изменение ещё сохраняется. Повторите попытку чуть позже.',
  // Couples and their joint rank list (issue 6)
  CoupleNotRegistered: 'Вы не зарегистрированы в этом цикле распределения.',
  CoupleWithYourself: 'Нельзя составить пару с самим собой.',
  CoupleAlreadyYours:
    'В этом цикле распределения вы уже состоите в паре или должны ответить на предложение о паре.',
  CoupleNoProposalReceived: 'Нет предложения о паре, на которое вам нужно ответить.',
  // Interview invitations, seats and days (issue 15)
  InvitationRefusal_AlreadyInvited: 'Кандидат уже приглашён.',
  InvitationRefusal_MatchCycleIsNotActive:
    'Приглашения можно отправлять, только пока цикл распределения активен.',
  InvitationRefusal_MatchDateIsPassed: 'Дата распределения прошла: приглашения больше отправлять нельзя.',
  InvitationRefusal_NoPublicTimeRanges:
    'У программы нет открытых интервалов собеседований впереди: сначала добавьте день собеседований.',
  InvitationRefusal_NumberOfInvitationsExceedsNumberOfFreeSlots:
    'Приглашений больше, чем свободных мест на собеседованиях: добавьте места или дождитесь ответов.',
  InvitationCancelRefusal_WasNotInvited: 'Кандидат не был приглашён (или приглашение уже не действует).',
  InvitationCancelRefusal_MatchCycleIsNotActive:
    'Отменять приглашения можно, только пока цикл распределения активен.',
  InvitationCancelRefusal_MatchDateIsPassed: 'Дата распределения прошла: приглашения больше отменять нельзя.',
  InvitationCancelRefusal_InterviewDayIsPassed: 'День собеседования прошёл: приглашение уже нельзя отменить.',
  // Preference windows, waitlists and swaps (issue 15)
  // Saved views of a list (issue 15)
  // Open house tours and the applicant's program requests (issue 15)
  OpenHouseWhereRequired: 'Укажите место проведения экскурсии или ссылку на видеовстречу.',
  CoupleNotLinked: 'В этом цикле распределения вы не состоите в связанной паре.',
  CoupleDeadlinePassed:
    'Срок рейтинговых списков ({deadline}) истёк: пары больше нельзя связывать или распускать.',
  CouplePairEmpty: 'В каждой паре позиций нужна программа хотя бы для одного из вас.',
  CouplePairDuplicate: 'Каждую пару позиций можно включить в список только один раз.',
  CouplePartnerProgramNotApplied:
    'Для партнёра можно указать только программы, в которые он отправил заявку.',
  CoupleProposalMailSubject: '{name} предлагает участвовать в распределении {cycle} парой',
  CoupleProposalMailText:
    'Здравствуйте, {partnerName}!\n\n{name} ({code}) предлагает связать ваши регистрации в {cycle} и участвовать в распределении парой с общим рейтинговым списком.\n\nПримите или отклоните предложение здесь: {link}\n',
  CoupleAcceptedMailSubject: '{name} принял(а) ваше предложение о паре в {cycle}',
  CoupleAcceptedMailText:
    'Здравствуйте, {proposerName}!\n\n{name} принял(а) ваше предложение: теперь вы связаны как пара в {cycle}. Составьте и подтвердите общий рейтинговый список здесь: {link}\n\nВ распределении участвует только подтверждённый общий список; пока вы связаны, ваши личные списки не используются.\n',
  CoupleDissolvedMailSubject: '{name} распустил(а) вашу пару в {cycle}',
  CoupleDissolvedMailText:
    'Здравствуйте, {partnerName}!\n\n{name} распустил(а) вашу пару в {cycle}; общий рейтинговый список удалён. Ваш личный рейтинговый список участвует в распределении, когда он подтверждён: {link}\n',
  // Result release per audience, archive after release, result emails (issue 6)
  ResultsNeedFinalRun:
    'Результаты можно опубликовать только после того, как для цикла распределения отмечен итоговый запуск.',
  ResultsAlreadySent: 'Результаты уже отправлены этим адресатам.',
  ResultsBeingSent: 'Результаты отправляются этим адресатам прямо сейчас.',
  ResultsNeedStartedCycle:
    'Результаты можно отправить только для активного или архивного цикла распределения.',
  ResultsBeforeMatchDate: 'Вручную результаты можно отправить только после даты распределения ({matchDate}).',
  ResultsSendingFailed: 'Не удалось отправить результаты: {reason}',
  MatchCycleArchiveNeedsRelease:
    'У этого цикла распределения есть итоговый запуск: отправьте его в архив, когда результаты будут опубликованы для всех адресатов.',
  ResultMailSubject: 'Опубликованы результаты {cycle}',
  ApplicantResultMailText:
    'Здравствуйте, {name}!\n\nОпубликованы результаты {cycle}. {status}\n\nВаш результат: {link}\n',
  ApplicantResultMatched: 'Вы распределены в программу {program}.',
  MrStatus_InquiryOnlyNotPaid: 'Регистрационный взнос не оплачен, поэтому вы не участвовали в распределении.',
  MrStatus_WithdrawnHadOffers:
    'Вы отозвали все свои заявки. Хотя бы одна программа, включившая вас в список, взяла бы вас.',
  MrStatus_WithdrawnNoOffers:
    'Вы отозвали все свои заявки. Программы включили вас в списки, но ни одна из них не взяла бы вас.',
  MrStatus_WithdrawnNotListed: 'Вы отозвали все свои заявки, и ни одна программа не включила вас в список.',
  MrStatus_Matched: 'Вы распределены.',
  MrStatus_HadListNoOffersAccepted:
    'Вы не распределены. Программы, включившие вас в списки, взяли бы вас, но их не было в вашем рейтинговом списке.',
  MrStatus_HadListNoOffers:
    'Вы не распределены: программы, включившие вас в списки, заполнили места кандидатами, которых поставили выше.',
  MrStatus_HadListNotListed:
    'Вы не распределены: ни одна программа не включила вас в подтверждённый рейтинговый список.',
  MrStatus_NoListHadOffers:
    'Вы не подтвердили рейтинговый список, поэтому не участвовали в распределении. Хотя бы одна программа, включившая вас в список, взяла бы вас.',
  MrStatus_NoListListed:
    'Вы не подтвердили рейтинговый список, поэтому не участвовали в распределении. Программы включили вас в списки, но ни одна из них не взяла бы вас.',
  MrStatus_NoListNotListed:
    'Вы не подтвердили рейтинговый список, и ни одна программа не включила вас в список.',
  MrStatus_NoRankListWillBeSubmitted:
    'Вы сообщили, что не подадите рейтинговый список, поэтому не участвовали в распределении.',
  MrStatus_PaidRegistration: 'Вы зарегистрировались в этом распределении, но не отправили ни одной заявки.',
  MrStatus_MatchCanceled: 'В этом цикле распределение не проводилось.',
  MedicalSchoolResultMailText:
    'Здравствуйте, {name}!\n\nОпубликованы результаты {cycle} для студентов {school}: участвовали в распределении — {inMatch}, распределены — {matched}, не распределены — {unmatched}.\n\nПодробнее: {link}\n',
  ProgramResultMailText:
    'Здравствуйте, {name}!\n\nОпубликованы результаты {cycle}: программа {program} заполнила {matched} из {positions} мест.\n\nПодробнее: {link}\n',
  SocietyResultMailText:
    'Здравствуйте, {name}!\n\nОпубликованы результаты {cycle}: программы ({programs}) заполнили {matched} из {positions} мест.\n\nПодробнее: {link}\n',
  ProgramResultApplicantNotInMatch: 'не участвует в распределении: нет подтверждённого рейтингового списка',
  NewBroadcastMessage: 'У вас новое сообщение.',
  RecipientsAreRequired: 'Выберите хотя бы одного получателя.',
  TooManyRecipients: 'Сообщение можно отправить не более чем {max} получателям.',
  TooManyAttachments: 'К сообщению можно приложить не более {max} файлов.',
  MessageRecipientNotAllowed: 'Вы не можете отправлять сообщения этому получателю.',
  MessageAttachmentNotUsable: 'Вложение не является вашим завершённым загруженным файлом.',
  MessageClientIdUsed: 'Этот идентификатор сообщения уже использован для другого сообщения.',
  NewMessageNotificationTitle: 'Новое сообщение от {sender}',
  BroadcastNotificationTitle: 'Новое сообщение от {sender}',
  NotificationMailText: 'Здравствуйте, {name}!\n\n{body}\n\nПодробнее: {link}\n',
  NotificationSmsText: '{title}: {body}',
  MailBlockedAddress: 'Не отправлено: адрес заблокирован ({reason}).',
  SmsLimitReached: 'Не отправлено: достигнут лимит SMS.',
  // Центр сообщений, уведомления и их настройки (issue 14)
  // Web push (platform.md §2 push subscription toast, §4)
  PushPromptTitle: 'Подписаться на уведомления',
  PushPromptText: 'Включите уведомления, чтобы получать последние новости.',
  PushSubscribe: 'Подписаться',
  PushSubscribeFailed: 'Не удалось включить уведомления. Попробуйте позже.',
  PushFcmUnavailable: 'Firebase Cloud Messaging на этом сервере не настроен.',
  PushRateLimited: 'Не отправлено: слишком много push-уведомлений этому пользователю за последний час.',

  // VACANCIES and program surveys (issue 16, ADR 0025)
  VacAny: 'Любая',
  VacBackToList: 'Назад к списку',
  VacClosesAt: 'Приём откликов до',
  VacContact: 'Контактный адрес',
  VacNone: 'Подходящих вакансий нет.',
  VacNotFound: 'Вакансия не найдена.',
  VacPlace: 'Место',
  VacPositionType: 'Тип места',
  VacPositions: 'Мест',
  VacPositionsCount: 'Мест: {count}',
  VacPostedOn: 'Опубликована {date}',
  VacProgram: 'Программа',
  VacSearch: 'Поиск вакансий',
  VacSpecialty: 'Специальность',
  VacStartDate: 'Дата начала',
  VacTitle: 'Вакансии',
  VacTypeFellowship: 'Fellowship',
  VacTypeOther: 'Другое',
  VacTypeResearch: 'Исследования',
  VacTypeResidency: 'Ординатура',
};
