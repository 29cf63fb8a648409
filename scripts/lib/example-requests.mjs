// A request for an operation built from its own examples: path and query parameters from their
// examples, the body from the first request example, in the declared media type. Shared by the
// contract round trip (against the mock) and the drift check (against a live server).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The contract bundled into one document with every `$ref` resolved (Redocly). */
export function dereferencedContract(root) {
  const out = join(mkdtempSync(join(tmpdir(), 'contract-')), 'deref.json');
  execFileSync(
    resolve(repoRoot, 'node_modules/.bin/redocly'),
    ['bundle', root, '--dereferenced', '--ext', 'json', '-o', out],
    { stdio: 'pipe' },
  );
  return JSON.parse(readFileSync(out, 'utf8'));
}

/** A parameter's example value. */
export const sample = (p) =>
  p.example ??
  (p.examples && Object.values(p.examples)[0]?.value) ??
  p.schema?.examples?.[0] ??
  p.schema?.example ??
  p.schema?.default ??
  p.schema?.enum?.[0];

/** The first example of a media object. */
export function firstExample(media) {
  if (!media) return undefined;
  if (media.examples) return Object.values(media.examples)[0]?.value;
  return media.example ?? media.schema?.examples?.[0] ?? media.schema?.example;
}

/**
 * `{ url, init, problems }` for one operation of the dereferenced contract: `url` is the path with
 * its parameters filled and the query (`extraQuery` first, then the examples), `init` a fetch init,
 * `problems` what the contract lacks to build it (a parameter or a required body without example).
 */
export function exampleRequest(path, item, method, extraQuery = {}) {
  const op = item[method];
  const problems = [];
  const params = [...(item.parameters ?? []), ...(op.parameters ?? [])];
  let url = path;
  const query = new URLSearchParams(extraQuery);
  for (const p of params) {
    const v = sample(p);
    if (p.in === 'path') {
      if (v === undefined) {
        problems.push(`path parameter ${p.name} has no example`);
        continue;
      }
      url = url.replace(`{${p.name}}`, encodeURIComponent(String(v)));
    } else if (p.in === 'query' && v !== undefined) {
      query.set(p.name, String(v));
    } else if (p.in === 'query' && p.required) {
      problems.push(`required query parameter ${p.name} has no example`);
    }
  }
  const init = { method: method.toUpperCase(), headers: {} };
  const [mediaType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  if (mediaType) {
    const ex = firstExample(media);
    if (ex === undefined && op.requestBody.required) problems.push(`request body (${mediaType}) has no example`);
    const body = ex ?? {};
    if (mediaType === 'application/json') {
      init.body = JSON.stringify(body);
      init.headers['content-type'] = 'application/json';
    } else if (mediaType === 'application/x-www-form-urlencoded') {
      init.body = new URLSearchParams(
        Object.entries(body).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, String(x)]) : [[k, String(v)]])),
      );
    } else if (mediaType === 'multipart/form-data') {
      const fd = new FormData();
      const props = media.schema?.properties ?? {};
      for (const [k, s] of Object.entries(props)) {
        if (s.format === 'binary' || s.contentMediaType)
          fd.set(k, new Blob(['round trip file'], { type: 'application/octet-stream' }), 'roundtrip.txt');
      }
      for (const [k, v] of Object.entries(body)) if (!(props[k]?.format === 'binary')) fd.set(k, String(v));
      init.body = fd;
    } else {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      init.headers['content-type'] = mediaType;
    }
  }
  const qs = query.toString();
  return { url: qs ? `${url}?${qs}` : url, init, problems };
}
