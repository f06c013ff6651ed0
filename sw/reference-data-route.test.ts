import { describe, expect, it } from 'vitest';
import {
  getAllCountries,
  getCountry,
  getCountryByIsoCode,
  getHonorTypes,
  getTimeZones,
} from '../core/contracts/reference-data/reference-data.contract.ts';
import { isPublicReferenceRequest } from './reference-data-route.ts';

const origin = 'http://127.0.0.1:8080';
const at = (path: string) => new URL(path, origin);

describe('isPublicReferenceRequest', () => {
  it.each([
    [getAllCountries, '/api/countries/GetAll?states=true'],
    [getCountry, '/api/countries/Get/1'],
    [getCountryByIsoCode, '/api/countries/GetByIsoCode/US'],
    [getTimeZones, '/api/SfmTimeZones'],
    [getHonorTypes, '/api/HonorTypes'],
  ])('caches the public reference GET %s', (contract, example) => {
    expect(contract.access).toBe('public');
    expect(contract.method).toBe('GET');
    // The example is an instance of the contract's path (parameters filled in).
    expect(example.startsWith(contract.path.split('/:')[0] ?? contract.path)).toBe(true);
    expect(isPublicReferenceRequest(at(example), 'GET', origin)).toBe(true);
  });

  it.each([
    '/api/auth/session',
    '/api/log/error',
    '/api/ContactUs/Post',
    '/api/countriesX',
    '/api/HonorTypes/5',
    '/api/sfmtimezones',
    '/hubs/Notification',
    '/',
    '/applicant',
  ])('never caches %s', (path) => {
    expect(isPublicReferenceRequest(at(path), 'GET', origin)).toBe(false);
  });

  it('never caches writes or other origins', () => {
    expect(isPublicReferenceRequest(at('/api/HonorTypes'), 'POST', origin)).toBe(false);
    expect(isPublicReferenceRequest(new URL('https://cdn.example/api/HonorTypes'), 'GET', origin)).toBe(
      false,
    );
  });
});
