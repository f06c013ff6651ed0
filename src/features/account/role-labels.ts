import type { Role } from '../../../core/domain/roles.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';

export const roleLabelKeys: Record<Role, TranslationKey> = {
  Admin: 'RoleAdmin',
  Applicant: 'RoleApplicant',
  ProgramUser: 'RoleProgramUser',
  MedSchoolUser: 'RoleMedSchoolUser',
  SocietyUser: 'RoleSocietyUser',
};
