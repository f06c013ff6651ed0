/** The applicant's file cabinet: our list of document types (the spec does not list them). */

export const documentTypes = [
  'CV',
  'MSPE',
  'Transcript',
  'Diploma',
  'Certificate',
  'Photo',
  'Other',
] as const;
export type DocumentType = (typeof documentTypes)[number];
