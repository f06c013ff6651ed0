import type { UserProfile } from '../../../core/contracts/auth/auth.contract.ts';
import { uploadContentUrl } from '../../../core/contracts/uploads/uploads.contract.ts';
import type { DbExecutor } from '../../db/client.ts';
import { findAvatarUploadIdOfUser } from '../../db/repositories/applicant-documents.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { unauthorized } from '../../errors.ts';
import { toUserProfile } from './profile.ts';
import type { AuthContext } from './session.service.ts';

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(deps: { db: DbExecutor }) {
  return {
    async profile(auth: AuthContext): Promise<UserProfile> {
      const user = await findUserById(deps.db, auth.userId);
      if (!user) throw unauthorized();
      const avatarUploadId = await findAvatarUploadIdOfUser(deps.db, user.id);
      return toUserProfile(user, avatarUploadId ? uploadContentUrl(avatarUploadId) : null);
    },
  };
}
