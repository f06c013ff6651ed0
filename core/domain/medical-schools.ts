/** Medical schools: our values (the spec names the fields `type` and `degree` without listing them). */

export const medicalSchoolTypes = ['Allopathic', 'Osteopathic', 'International'] as const;
export type MedicalSchoolType = (typeof medicalSchoolTypes)[number];

export const medicalSchoolDegrees = ['MD', 'DO', 'MBBS'] as const;
export type MedicalSchoolDegree = (typeof medicalSchoolDegrees)[number];
