import type { FastifyInstance } from 'fastify';
import {
  getAllCountries,
  getCountry,
  getCountryByIsoCode,
  getHonorTypes,
  getTimeZones,
} from '../../../core/contracts/reference-data/reference-data.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute } from '../define-route.ts';

export function registerReferenceDataRoutes(app: FastifyInstance, services: Services): void {
  const data = services.referenceData;
  // States come along unless the caller asks for countries only (?states=false).
  defineRoute(app, getAllCountries, async ({ query }) => data.countries(query.states !== 'false'));
  defineRoute(app, getCountry, async ({ params }) => data.country(params.id));
  defineRoute(app, getCountryByIsoCode, async ({ params }) => data.countryByIsoCode(params.code));
  defineRoute(app, getTimeZones, async () => data.timeZones());
  defineRoute(app, getHonorTypes, async () => data.honorTypes());
}
