/**
 * Notification settings (platform.md §3: isSmsAllowed, isWebPushAllowed; per kind email / SMS /
 * web push): read with defaults filled in, saved whole for the master switches and per kind for
 * the kinds sent. Society users cannot allow web push (platform.md §4).
 */
import type {
  NotificationSettings,
  UpdateNotificationSettingsInput,
} from '../../../core/contracts/messaging/notification-settings.contract.ts';
import {
  defaultNotificationSettings,
  kindSwitchesOf,
  type StoredNotificationSettings,
} from '../../../core/domain/notification-channels.ts';
import type { Role } from '../../../core/domain/roles.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  findNotificationSettings,
  hasVerifiedCellPhone,
  upsertNotificationSettings,
} from '../../db/repositories/notifications.repository.ts';
import type { AuthContext } from '../auth/session.service.ts';

export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;

type Caller = Pick<AuthContext, 'userId' | 'roles'>;

/** Push is unavailable to society users (platform.md §4): a user with no other role. */
export const isWebPushAvailableTo = (roles: readonly Role[]) => roles.some((role) => role !== 'SocietyUser');

export function createNotificationSettingsService(deps: { db: DbExecutor; clock: Clock }) {
  const { db, clock } = deps;

  async function view(
    caller: Caller,
    stored: StoredNotificationSettings | null,
    executor: DbExecutor,
  ): Promise<NotificationSettings> {
    const settings = stored ?? defaultNotificationSettings;
    const pushAvailable = isWebPushAvailableTo(caller.roles);
    return {
      isSmsAllowed: settings.isSmsAllowed,
      isWebPushAllowed: pushAvailable && settings.isWebPushAllowed,
      isWebPushAvailable: pushAvailable,
      hasVerifiedCellPhone: await hasVerifiedCellPhone(executor, caller.userId),
      channels: kindSwitchesOf(settings.channels),
    };
  }

  return {
    async get(caller: Caller): Promise<NotificationSettings> {
      return view(caller, await findNotificationSettings(db, caller.userId), db);
    },

    async update(caller: Caller, input: UpdateNotificationSettingsInput): Promise<NotificationSettings> {
      return withTransaction(db, async (tx) => {
        const stored = (await findNotificationSettings(tx, caller.userId)) ?? defaultNotificationSettings;
        const next: StoredNotificationSettings = {
          isSmsAllowed: input.isSmsAllowed,
          isWebPushAllowed: isWebPushAvailableTo(caller.roles) && input.isWebPushAllowed,
          channels: { ...stored.channels, ...input.channels },
        };
        await upsertNotificationSettings(tx, caller.userId, next, clock.now());
        return view(caller, next, tx);
      });
    },
  };
}
