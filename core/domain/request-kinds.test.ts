import { describe, expect, it } from 'vitest';
import {
  approvedStatusOf,
  decideRequestMove,
  requestActions,
  requestKinds,
  requestStatusSets,
  suggestCode,
} from './request-kinds.ts';

describe('request kinds', () => {
  it('keep the status sets of platform.md §3 word for word', () => {
    expect(requestStatusSets.ProgramUserRegistration).toEqual([
      'Unknown',
      'Pending',
      'Accepted',
      'Declined',
      'Cancelled',
    ]);
    expect(requestStatusSets.ProgramRegistration).toEqual(['Pending', 'Approved', 'Declined']);
    expect(requestStatusSets.ProgramRename).toEqual(['Pending', 'Approved', 'Declined', 'Cancelled']);
    expect(requestStatusSets.ProgramListingChange).toEqual(['Pending', 'Approved', 'Declined', 'Cancelled']);
    expect(requestStatusSets.MedicalSchoolRegistration).toEqual(['Pending', 'Approved', 'Declined']);
    expect(requestStatusSets.MedicalSchoolUserRegistration).toEqual([
      'Pending',
      'Approved',
      'Declined',
      'Cancelled',
    ]);
  });

  it('approve into the set’s own approved status, which always belongs to the set', () => {
    expect(approvedStatusOf('ProgramUserRegistration')).toBe('Accepted');
    for (const kind of requestKinds) {
      const move = decideRequestMove(kind, 'Pending', 'approve');
      expect(move).toEqual({ ok: true, to: approvedStatusOf(kind) });
      expect(requestStatusSets[kind]).toContain(approvedStatusOf(kind));
      expect(decideRequestMove(kind, 'Pending', 'decline')).toEqual({ ok: true, to: 'Declined' });
    }
  });

  it('never decide a decided request again', () => {
    for (const kind of requestKinds) {
      for (const from of requestStatusSets[kind].filter((s) => s !== 'Pending')) {
        expect(decideRequestMove(kind, from, 'approve')).toEqual({ ok: false, reason: 'AlreadyDecided' });
        expect(decideRequestMove(kind, from, 'decline')).toEqual({ ok: false, reason: 'AlreadyDecided' });
      }
    }
  });

  it('let only the requester cancel, only while Pending, only kinds with Cancelled', () => {
    expect(decideRequestMove('ProgramRename', 'Pending', 'cancel', { isRequester: true })).toEqual({
      ok: true,
      to: 'Cancelled',
    });
    expect(decideRequestMove('ProgramRename', 'Pending', 'cancel', { isRequester: false })).toEqual({
      ok: false,
      reason: 'NotRequester',
    });
    expect(decideRequestMove('ProgramRename', 'Approved', 'cancel', { isRequester: true })).toEqual({
      ok: false,
      reason: 'AlreadyDecided',
    });
    expect(decideRequestMove('ProgramRegistration', 'Pending', 'cancel', { isRequester: true })).toEqual({
      ok: false,
      reason: 'NotCancellable',
    });
  });

  it('offer the actions the rules allow', () => {
    expect(requestActions('ProgramRename', 'Pending', { isAdmin: true, isRequester: false })).toEqual({
      canApprove: true,
      canDecline: true,
      canCancel: false,
    });
    expect(requestActions('ProgramRename', 'Pending', { isAdmin: false, isRequester: true })).toEqual({
      canApprove: false,
      canDecline: false,
      canCancel: true,
    });
    expect(requestActions('ProgramRename', 'Declined', { isAdmin: true, isRequester: true })).toEqual({
      canApprove: false,
      canDecline: false,
      canCancel: false,
    });
  });

  it('suggest URL-safe codes', () => {
    expect(suggestCode('Saint Mary’s Eye Institute', 42)).toBe('SMSEI-42');
    expect(suggestCode('   ', 7)).toBe('X-7');
    expect(suggestCode('Ünïversity of Zürich', 3)).toBe('UOZ-3');
  });
});
