/**
 * What the server says about vacancies and program surveys (issue 16, ADR 0025 decisions 7 and 8):
 * refusals it answers in words and the titles and bodies of the notifications it sends. The client
 * shows these as the server wrote them, so they stay out of core/domain/messages.ts (everyone's first
 * load). Ours, not the spec's.
 */
import { formatMessage } from './messages.ts';

export const vacancyMessages = {
  VacancyNotOpen: 'This vacancy is not open for applications.',
  VacancyNotEditable: 'A filled or closed vacancy cannot be changed.',
  VacancyNotDraft: 'Only a draft vacancy can be posted.',
  VacancyAlreadyClosed: 'This vacancy is already filled or closed.',
  VacancyPositionsBelowAccepted: 'The positions cannot be fewer than the {count} offers already accepted.',
  VacancyProgramChanged: 'The program of a vacancy cannot be changed.',
  VacancyAlreadyApplied: 'You have already applied to this vacancy.',
  VacancyApplicationNotLive: 'This application is no longer in the running.',
  VacancyNoOfferStanding: 'There is no offer standing on this application.',
  VacancyOfferExpired: 'This offer has expired.',
  VacancyNoFreePosition: 'Every position is taken or offered: wait for an answer before offering again.',
  VacancyNoCandidate: 'No candidate is waiting for an offer.',
  VacancyCandidateNotWaiting: 'Only an applicant who applied and has no answer yet can be offered.',
  VacancyPostedTitle: 'New vacancy: {title}',
  VacancyPostedBody: '{program} posted a {type} vacancy in {specialty}: {title}. Apply before it is filled.',
  VacancyOfferedTitle: 'You are offered a position: {title}',
  VacancyOfferedBody: '{program} offers you the position "{title}". Accept or decline by {expires}.',
  VacancyOfferExpiredTitle: 'Your offer expired: {title}',
  VacancyOfferExpiredBody: 'The offer of {program} for "{title}" expired without an answer.',
  VacancyNotSelectedTitle: 'Vacancy filled: {title}',
  VacancyNotSelectedBody: '{program} has filled or closed the vacancy "{title}". Thank you for applying.',
  VacancyAnsweredTitle: 'Offer {answer}: {title}',
  VacancyAnsweredBody: '{applicant} {answer} the offer for "{title}".',
  SurveyClosed: 'This survey is not open.',
  SurveyAlreadySubmitted: 'This survey has already been submitted.',
  SurveyAnswerRequired: 'Please answer this question.',
  SurveyAnswerNumber: 'Please enter a number.',
  SurveyAnswerYesNo: 'Please answer yes or no.',
  SurveyAnswerChoice: 'Please choose one of the options.',
} as const;

export type VacancyMessageKey = keyof typeof vacancyMessages;

export function vacancyMessage(key: VacancyMessageKey, values?: Record<string, string | number>): string {
  return formatMessage(vacancyMessages[key], values);
}
