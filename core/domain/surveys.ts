/**
 * Program surveys (business.md §2.3 my-program surveys tab and retina/survey; ADR 0025): a specialty
 * society's yearly questionnaire that its programs answer. Each list is a column's type and its CHECK
 * constraint (server/db/schema.ts).
 */

export const surveyQuestionKinds = ['Text', 'Number', 'YesNo', 'Choice'] as const;
export type SurveyQuestionKind = (typeof surveyQuestionKinds)[number];

export type SurveyQuestion = {
  key: string;
  label: string;
  kind: SurveyQuestionKind;
  required: boolean;
  /** Only for Choice. */
  options?: string[];
};

export type SurveyAnswers = Record<string, string | number | boolean | null>;

export const surveyResponseStatuses = ['Draft', 'Submitted'] as const;
export type SurveyResponseStatus = (typeof surveyResponseStatuses)[number];
