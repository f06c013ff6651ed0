import { describe, expect, it } from 'vitest';
import { message, messages } from '../../../core/domain/messages.ts';
import { honorTypeRows } from '../../db/reference/honor-types.ts';
import { checkHonors } from './profile.service.ts';

const check = (honors: Parameters<typeof checkHonors>[0], types = honorTypeRows, withMandatory = true) => {
  const errors: Record<string, string[]> = {};
  checkHonors(honors, types, 'honors', withMandatory, errors);
  return errors;
};

describe('honor-type rules (business.md §3.5)', () => {
  it("answers 'No honors found.' when honors are sent but no honor type exists", () => {
    expect(check([{ honorTypeId: 1, honorTypeItemId: 101 }], [])).toEqual({
      honors: [messages.NoHonorsFound],
    });
  });

  it('accepts a complete answer: AOA once, custom honors as often as wanted', () => {
    const custom = { honorTypeId: 4, customHonorName: 'Dean’s list', customHonorValue: '2019' };
    expect(check([{ honorTypeId: 1, honorTypeItemId: 101 }, custom, custom])).toEqual({});
  });

  it('names the honor type it cannot find, and the mandatory one left out', () => {
    expect(check([{ honorTypeId: 77 }])).toEqual({
      'honors.0.honorTypeId': [message('HonorNotFound', { id: 77 })],
      honors: [message('HonorIsMandatory', { name: 'Alpha Omega Alpha' })],
    });
    // Outside medical school nothing is mandatory.
    expect(check([], honorTypeRows, false)).toEqual({});
  });

  it("refuses an item of another type's list", () => {
    expect(check([{ honorTypeId: 1, honorTypeItemId: 201 }])).toEqual({
      'honors.0.honorTypeItemId': [message('HonorIsMandatory', { name: 'Alpha Omega Alpha' })],
    });
  });
});
