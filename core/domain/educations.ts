/** Education entries of the applicant (business.md §3.5): the four types and the training types (platform.md §3). */

export const educationTypes = ['MedicalSchool', 'NonMedicalSchool', 'Undergraduate', 'Training'] as const;
export type EducationType = (typeof educationTypes)[number];

/** platform.md §3: applicant training type (Unknown when missing). */
export const trainingTypes = ['Unknown', 'Internship', 'Residency', 'Research', 'Fellowship'] as const;
export type TrainingType = (typeof trainingTypes)[number];
