/**
 * The API document as one plain HTML page: the operations grouped by domain, each with its access,
 * parameters and body fields. No script and nothing from another origin (the CSP allows neither).
 */
import type { OpenApiDocument, OpenApiOperation } from './openapi.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function accessText(operation: OpenApiOperation): string {
  if (operation['x-access'] === 'public') return 'anyone';
  if (operation['x-access'] === 'authenticated') return 'any signed-in user';
  return operation['x-roles'].join(', ');
}

function inputText(operation: OpenApiOperation): string {
  const parts = (operation.parameters ?? []).map((p) => `${String(p.in)}: ${String(p.name)}`);
  const body = operation.requestBody as { content?: Record<string, { schema?: { properties?: object } }> };
  const fields = Object.keys(body?.content?.['application/json']?.schema?.properties ?? {});
  if (operation.requestBody) parts.push(fields.length > 0 ? `body: ${fields.join(', ')}` : 'body');
  return parts.join('; ');
}

export function renderApiDocsPage(document: OpenApiDocument): string {
  const byDomain = new Map<string, { method: string; path: string; operation: OpenApiOperation }[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const domain = operation.tags[0] ?? 'other';
      const list = byDomain.get(domain) ?? [];
      list.push({ method: method.toUpperCase(), path, operation });
      byDomain.set(domain, list);
    }
  }
  const domains = [...byDomain.keys()].sort();
  const sections = domains.map((domain) => {
    const rows = byDomain
      .get(domain)!
      .map(
        ({ method, path, operation }) =>
          `<tr><td>${method}</td><td><code>${escapeHtml(path)}</code></td>` +
          `<td>${escapeHtml(operation.operationId)}</td><td>${escapeHtml(accessText(operation))}</td>` +
          `<td>${escapeHtml(inputText(operation))}</td></tr>`,
      )
      .join('\n');
    return (
      `<section id="${escapeHtml(domain)}"><h2>${escapeHtml(domain)}</h2>\n<table>\n` +
      '<thead><tr><th>Method</th><th>Path</th><th>Operation</th><th>Who may call</th><th>Input</th></tr></thead>\n' +
      `<tbody>\n${rows}\n</tbody></table></section>`
    );
  });
  const title = `${document.info.title} ${document.info.version}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1a1a1a; }
table { border-collapse: collapse; width: 100%; margin-bottom: 1.5rem; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
th { background: #f2f2f2; }
nav a { margin-right: 0.75rem; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(document.info.description)} The full OpenAPI 3.1 document, with every schema, is served as JSON at <code>/api/docs</code>.</p>
<nav>${domains.map((d) => `<a href="#${escapeHtml(d)}">${escapeHtml(d)}</a>`).join('\n')}</nav>
${sections.join('\n')}
</body>
</html>
`;
}
