import { describe, expect, it } from 'vitest';
import { channelsFor, kindSwitchesOf } from './notification-channels.ts';

const reachable = { hasEmail: true, hasVerifiedCellPhone: true, isWebPushAvailable: true };

describe('notification channels', () => {
  it('fills every kind with its switches, on unless saved off', () => {
    const switches = kindSwitchesOf({ Broadcast: { webPush: false } });
    expect(switches.Broadcast).toEqual({ email: true, sms: true, webPush: false });
    expect(switches.NewMessage).toEqual({ email: true, sms: true, webPush: true });
  });

  it('uses SMS only when allowed and a verified cell phone exists; push never where unavailable', () => {
    expect(channelsFor('General', null, reachable)).toEqual({ email: true, sms: false, webPush: true });
    const smsOn = { isSmsAllowed: true, isWebPushAllowed: true, channels: {} };
    expect(channelsFor('General', smsOn, reachable).sms).toBe(true);
    expect(channelsFor('General', smsOn, { ...reachable, hasVerifiedCellPhone: false }).sms).toBe(false);
    expect(channelsFor('General', smsOn, { ...reachable, isWebPushAvailable: false }).webPush).toBe(false);
    expect(channelsFor('General', { ...smsOn, isWebPushAllowed: false }, reachable).webPush).toBe(false);
    expect(channelsFor('General', smsOn, { ...reachable, hasEmail: false }).email).toBe(false);
  });

  it('lets a kind switch a channel off whatever the master switch says', () => {
    const settings = {
      isSmsAllowed: true,
      isWebPushAllowed: true,
      channels: { Interview: { email: false, sms: false } },
    };
    expect(channelsFor('Interview', settings, reachable)).toEqual({
      email: false,
      sms: false,
      webPush: true,
    });
    expect(channelsFor('MatchResult', settings, reachable)).toEqual({
      email: true,
      sms: true,
      webPush: true,
    });
  });
});
