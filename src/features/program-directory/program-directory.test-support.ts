/** Test data for the programs directory (client tests). */
import type {
  DirectoryProgramDetails,
  DirectoryProgramListItem,
} from '../../../core/contracts/programs/program-directory.contract.ts';

export const programDetails = (
  id: number,
  over: Partial<DirectoryProgramDetails> = {},
): DirectoryProgramDetails => ({
  id,
  code: `P${id}`,
  name: `Program ${id}`,
  matchCycleCode: 'OPH-2026',
  specialtyName: 'Ophthalmology',
  subspecialtyName: null,
  institutionName: 'Lakeside Eye',
  addressLine: '1 Main St',
  city: 'Fresno',
  stateCode: 'CA',
  stateName: 'California',
  countryName: 'United States',
  zip: '93701',
  phone: '555-0100',
  website: 'https://program.example',
  description: 'Retina research',
  positions: 3,
  directors: ['Dana Director'],
  applicationStatus: null,
  isSignaled: false,
  isFavorite: false,
  ...over,
});

export const programListItem = (
  id: number,
  over: Partial<DirectoryProgramListItem> = {},
): DirectoryProgramListItem => ({
  id,
  code: `P${id}`,
  name: `Program ${id}`,
  subspecialtyName: null,
  institutionName: 'Lakeside Eye',
  city: 'Fresno',
  stateCode: 'CA',
  stateName: 'California',
  positions: 3,
  applicationStatus: null,
  isSignaled: false,
  isFavorite: false,
  ...over,
});
