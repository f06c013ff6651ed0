/**
 * Where each contract is declared: its domain (the folder under core/contracts) and its export name,
 * found by reading core/contracts/<domain>/*.contract.ts. The OpenAPI document uses them as the
 * operation's tag and operationId; which contracts exist is decided by the routes, not by this scan.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Contract } from '../../core/contracts/http.ts';

export type ContractOrigin = { domain: string; name: string };

const contractsDir = fileURLToPath(new URL('../../core/contracts/', import.meta.url));

function isContract(value: unknown): value is Contract {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Contract).method === 'string' &&
    typeof (value as Contract).path === 'string' &&
    'access' in value &&
    'response' in value
  );
}

/** Every contract exported by core/contracts/<domain>/*.contract.ts, with its domain and name. */
export async function loadContractOrigins(): Promise<Map<Contract, ContractOrigin>> {
  const origins = new Map<Contract, ContractOrigin>();
  const domains = readdirSync(contractsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const domain of domains) {
    const files = readdirSync(path.join(contractsDir, domain))
      .filter((file) => file.endsWith('.contract.ts'))
      .sort();
    for (const file of files) {
      const module: Record<string, unknown> = await import(
        pathToFileURL(path.join(contractsDir, domain, file)).href
      );
      // Sorted, since module namespaces are not ordered alike under every loader.
      const exports = Object.entries(module).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      for (const [name, value] of exports) {
        if (isContract(value) && !origins.has(value)) origins.set(value, { domain, name });
      }
      // Then records of contracts, one per kind (putExamSection.Usmle); lists carry no name.
      for (const [name, value] of exports) {
        if (isContract(value) || typeof value !== 'object' || value === null || Array.isArray(value))
          continue;
        for (const [key, member] of Object.entries(value)) {
          if (isContract(member) && !origins.has(member))
            origins.set(member, { domain, name: `${name}.${key}` });
        }
      }
    }
  }
  return origins;
}
