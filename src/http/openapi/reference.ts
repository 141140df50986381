// The API reference as one page of HTML made on the server from the OpenAPI
// document: no script, no stylesheet from elsewhere, so it passes the site's
// Content-Security-Policy and works inside the executable without a network.
import { markupText } from '../markup-text';
import type { OpenApiDocument } from './document';

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1c2430}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2.5rem;border-bottom:1px solid #ccd;text-transform:capitalize}
details{border:1px solid #dde;border-radius:6px;margin:.5rem 0;padding:.4rem .8rem}
summary{cursor:pointer}code,pre{font:13px/1.4 ui-monospace,monospace}
pre{background:#f4f6f8;padding:.6rem;overflow:auto;border-radius:4px}
.method{display:inline-block;min-width:4.2rem;font-weight:700;text-transform:uppercase}
.get{color:#136f3a}.post{color:#1a4fa0}.put{color:#8a5a00}.delete{color:#a02020}
.lock{color:#666;font-size:.85em}table{border-collapse:collapse}
td,th{text-align:left;padding:.2rem .6rem .2rem 0;vertical-align:top}
`;

const json = (value: unknown) => `<pre>${markupText(JSON.stringify(value, null, 2))}</pre>`;

function operationHtml(path: string, method: string, operation: OpenApiDocument['paths'][string][string]) {
  const lock = operation.security?.some((r) => !('bearer' in r)) ? 'more when signed in' : 'bearer token';
  const signedIn = operation.security ? `<span class="lock"> · ${lock}</span>` : '';
  const parameter = (p: NonNullable<typeof operation.parameters>[number]) =>
    `<tr><td><code>${markupText(p.name)}</code></td><td>${p.in}${p.required ? ', required' : ''}</td>` +
    `<td>${json(p.schema)}</td></tr>`;
  const parameters = operation.parameters?.length
    ? `<h4>Parameters</h4><table>${operation.parameters.map(parameter).join('')}</table>`
    : '';
  const bodyContent = operation.requestBody?.content ?? {};
  const body = operation.requestBody
    ? `<h4>Body (${Object.keys(bodyContent).join(' or ')})</h4>${json(Object.values(bodyContent)[0]!.schema)}`
    : '';
  const responses = Object.entries(operation.responses)
    .map(([status, response]) => {
      const [media, content] = Object.entries(response.content ?? {})[0] ?? [];
      const type = media ? ` <code>${markupText(media)}</code>` : '';
      const schema = content && media === 'application/json' ? json(content.schema) : '';
      return `<h4>${status} · ${markupText(response.description)}${type}</h4>${schema}`;
    })
    .join('');
  const summary =
    `<span class="method ${method}">${method}</span> <code>${markupText(path)}</code> ` +
    `${markupText(operation.summary ?? '')}${signedIn}`;
  return (
    `<details id="${markupText(operation.operationId)}"><summary>${summary}</summary>` +
    `${parameters}${body}<h3>Responses</h3>${responses}</details>`
  );
}

/** Every operation of the document, grouped by its tag, each one opening to its parameters, body and responses. */
export function referencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, operation)]);
    }
  }
  const sections = [...byTag]
    .map(([tag, operations]) => `<h2 id="${markupText(tag)}">${markupText(tag)}</h2>${operations.join('')}`)
    .join('');
  const title = markupText(document.info.title);
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${title}</title><style>${STYLE}</style></head><body>` +
    `<h1>${title} <small>${markupText(document.info.version)}</small></h1>` +
    `<p>${markupText(document.info.description)}</p>` +
    '<p>The same as a machine reads it: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>' +
    `${sections}</body></html>`
  );
}
