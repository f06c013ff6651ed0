/**
 * The API document of a set of routes (the app's, or the production listing that docs/openapi.json
 * holds), with the tags and operation ids taken from where each contract is declared.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Contract } from '../../core/contracts/http.ts';
import { loadContractOrigins } from './contract-modules.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi.ts';
import { listRegisteredContracts } from './registered-contracts.ts';

/** The committed copy, written by `npm run openapi`. */
export const openApiFile = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? '0.0.0';
}

export async function apiDocumentOf(contracts: readonly Contract[]): Promise<OpenApiDocument> {
  return buildOpenApiDocument(contracts, { origins: await loadContractOrigins(), version: packageVersion() });
}

/** The document of every route a production deployment registers (what docs/openapi.json holds). */
export async function generateOpenApiDocument(): Promise<OpenApiDocument> {
  return apiDocumentOf(await listRegisteredContracts());
}
