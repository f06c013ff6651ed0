import { z } from 'zod';

/** What every list of programs shows of a program: which one it is and where (public, society, directory). */
export const programListFields = {
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  subspecialtyName: z.string().nullable(),
  institutionName: z.string().nullable(),
  city: z.string().nullable(),
  stateName: z.string().nullable(),
};
