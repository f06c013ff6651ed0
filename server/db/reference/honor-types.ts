import type { HonorType } from '../../../core/contracts/reference-data/reference-data.contract.ts';

/**
 * Honor types an applicant records per medical school. Item ids are unique across all types
 * (type id × 100 + n) so a stored honorTypeItem id alone identifies its type.
 */
export type HonorTypeRow = HonorType;

const items = (typeId: number, values: string[]) =>
  values.map((value, i) => ({ id: typeId * 100 + i + 1, value }));

export const honorTypeRows: HonorTypeRow[] = [
  {
    id: 1,
    knownHonorTypeEnum: 'AoaStatus',
    displayName: 'Alpha Omega Alpha',
    items: items(1, [
      'Member',
      'Elected junior year',
      'Elected senior year',
      'Not elected',
      'Elections not yet held',
      'School has no chapter',
    ]),
    isCustom: false,
    // Programs compare AOA status across every applicant, so each applicant states it exactly once.
    isUnique: true,
    isMandatory: true,
  },
  {
    id: 2,
    knownHonorTypeEnum: 'SigmaPhiStatus',
    displayName: 'Sigma Sigma Phi',
    items: items(2, ['Member', 'Not a member', 'Elections not yet held', 'School has no chapter']),
    isCustom: false,
    isUnique: true,
    isMandatory: false,
  },
  {
    id: 3,
    knownHonorTypeEnum: 'GoldHumanismStatus',
    displayName: 'Gold Humanism Honor Society',
    items: items(3, ['Member', 'Not elected', 'Elections not yet held', 'School has no chapter']),
    isCustom: false,
    isUnique: true,
    isMandatory: false,
  },
  {
    id: 4,
    knownHonorTypeEnum: 'Unknown',
    displayName: 'Other honor',
    items: [],
    // Free text (customHonorName/customHonorValue), and an applicant may list several.
    isCustom: true,
    isUnique: false,
    isMandatory: false,
  },
];
