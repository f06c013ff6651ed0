// First-load JavaScript of the public home "/" after `npx vite build`: the entry's static import
// closure (modulepreloads of dist/index.html) plus the public area chunk's and its English texts'
// (src/lib/i18n/texts/public.en-gb.ts, loaded with the area), gzip-compressed.
// Other dynamic import() chunks (lazy areas and pages) are not counted: they load on demand.
import fs from 'node:fs';
import zlib from 'node:zlib';

const html = fs.readFileSync('dist/index.html', 'utf8');
const roots = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const publicArea = fs.readdirSync('dist/assets').find((f) => /^public-area-.*\.js$/.test(f));
const publicTexts = fs.readdirSync('dist/assets').find((f) => /^public\.en-gb-.*\.js$/.test(f));
const queue = [...roots, `assets/${publicArea}`, ...(publicTexts ? [`assets/${publicTexts}`] : [])];
const seen = new Set();
while (queue.length > 0) {
  const file = queue.pop();
  if (seen.has(file)) continue;
  seen.add(file);
  const source = fs.readFileSync(`dist/${file}`, 'utf8');
  for (const m of source.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    queue.push(`assets/${m[1]}`);
  }
}
const gzip = (file) => zlib.gzipSync(fs.readFileSync(`dist/${file}`)).length;
const sizes = [...seen].map((file) => [file, gzip(file)]).sort((a, b) => b[1] - a[1]);
for (const [file, size] of sizes.slice(0, 8))
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
const total = sizes.reduce((sum, [, size]) => sum + size, 0);
console.log(`first-load JS (gzip): ${(total / 1024).toFixed(1)} kB in ${seen.size} files`);
