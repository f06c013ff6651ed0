/**
 * `npm run openapi`: writes docs/openapi.json, the OpenAPI document of every registered contract.
 * Run it after changing a contract; server/openapi/openapi.test.ts fails while the copy is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateOpenApiDocument, openApiFile } from '../server/openapi/api-document.ts';
import { serializeOpenApiDocument } from '../server/openapi/openapi.ts';

const document = await generateOpenApiDocument();
writeFileSync(openApiFile, serializeOpenApiDocument(document));
const operations = Object.values(document.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
console.log(`${path.relative(process.cwd(), openApiFile)}: ${operations} operations`);
