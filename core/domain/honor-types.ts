/** The honor types the reference data knows by name (platform.md §3 Honor type, knownHonorTypeEnum). */

export const knownHonorTypes = ['Unknown', 'AoaStatus', 'SigmaPhiStatus', 'GoldHumanismStatus'] as const;
export type KnownHonorType = (typeof knownHonorTypes)[number];
