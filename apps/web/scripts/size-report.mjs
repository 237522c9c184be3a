#!/usr/bin/env node
// Gzip sizes of what the home route loads on first visit (DESIGN §3 budgets), and of the whole build.
// Reads dist/index.html and dist/.vite/manifest.json; exits 1 when a budget is exceeded.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_JS_KB = 150;
const BUDGET_CSS_KB = 25;

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(
    `No ${path.relative(process.cwd(), manifestPath)}: run \`vite build\` first (build.manifest must be on).`,
  );
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const gzipKb = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const fmt = (kb) => `${kb.toFixed(1).padStart(7)} KB`;

// First visit: the entry chunk, everything it imports statically (transitively), and their CSS; plus any script or
// stylesheet index.html links directly, the script inlined in it (src/boot/early-requests.ts), and one language's
// catalogue (i18n.ts loads the visitor's before the first render): the larger.
const firstLoad = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || firstLoad.has(chunk.file)) return;
  firstLoad.add(chunk.file);
  for (const css of chunk.css ?? []) firstLoad.add(css);
  for (const dep of chunk.imports ?? []) visit(dep);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
for (const [, ref] of html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)) firstLoad.add(ref);

const catalogues = Object.entries(manifest)
  .filter(([key]) => /\/locales\/\w+\.json$/.test(key))
  .map(([, chunk]) => chunk.file)
  .sort((a, b) => gzipKb(b) - gzipKb(a));
if (catalogues.length === 0)
  throw new Error('No language catalogue chunk in the manifest (i18n.ts imports them)');
firstLoad.add(catalogues[0]);
const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code).join('\n');
const inlineKb = inline ? gzipSync(inline, { level: 9 }).length / 1024 : 0;

const allFiles = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => `assets/${f}`);

const sum = (files, ext) => files.filter((f) => f.endsWith(ext)).reduce((kb, f) => kb + gzipKb(f), 0);
const first = [...firstLoad];

console.log('\nHome route, first visit (gzip):');
for (const file of first.sort()) console.log(`  ${fmt(gzipKb(file))}  ${file}`);
if (inline) console.log(`  ${fmt(inlineKb)}  script inlined in index.html`);
const firstJs = sum(first, '.js') + inlineKb;
const firstCss = sum(first, '.css');
console.log(`  JS  ${fmt(firstJs)}  (budget ${BUDGET_JS_KB} KB)`);
console.log(`  CSS ${fmt(firstCss)}  (budget ${BUDGET_CSS_KB} KB)`);
console.log('Everything built (gzip):');
console.log(
  `  JS  ${fmt(sum(allFiles, '.js'))}  in ${allFiles.filter((f) => f.endsWith('.js')).length} files`,
);
console.log(
  `  CSS ${fmt(sum(allFiles, '.css'))}  in ${allFiles.filter((f) => f.endsWith('.css')).length} files\n`,
);

// The company owner's area (issue 26): what each of its screens downloads beyond the first visit, reached through
// the area's own chunk (src/app/routes/profile/company-area.tsx) as the app does.
const closure = (key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) closure(dep, files);
  return files;
};
const OWNER_AREA = 'src/app/routes/profile/company-area.tsx';
const OWNER_SCREENS = [
  ['/profile/company (dashboard)', null],
  ['/profile/company (Register my Business)', 'src/features/company/components/register-form.tsx'],
  ['/profile/company/update/basic', 'src/app/routes/profile/company-basic.tsx'],
  ['/profile/company/update/location', 'src/app/routes/profile/company-location.tsx'],
  ['/profile/company/update/social', 'src/app/routes/profile/company-social.tsx'],
  ['/profile/company/hours', 'src/app/routes/profile/company-hours.tsx'],
  ['/profile/company/photos', 'src/app/routes/profile/company-photos.tsx'],
  ['/profile/company/posts', 'src/app/routes/profile/company-posts.tsx'],
  ['/profile/company/products', 'src/app/routes/profile/company-products.tsx'],
  ['/profile/company/products/add', 'src/app/routes/profile/company-products-add.tsx'],
  ['/profile/company/products/edit', 'src/app/routes/profile/company-products-edit.tsx'],
];
if (manifest[OWNER_AREA]) {
  const beyondFirst = (files) => [...files].filter((f) => !firstLoad.has(f));
  const area = closure(OWNER_AREA);
  const everything = new Set(area);
  console.log('Company owner area, beyond the first visit (gzip):');
  for (const [screen, key] of OWNER_SCREENS) {
    if (key && !manifest[key]) {
      console.log(`  (not built)            ${screen}`);
      continue;
    }
    const files = key ? closure(key, new Set(area)) : area;
    for (const file of files) everything.add(file);
    const own = beyondFirst(files);
    console.log(`  JS ${fmt(sum(own, '.js'))}  CSS ${fmt(sum(own, '.css'))}  ${screen}`);
  }
  const all = beyondFirst(everything);
  console.log(
    `  JS ${fmt(sum(all, '.js'))}  CSS ${fmt(sum(all, '.css'))}  the whole area, in ${all.length} files`,
  );
  console.log('  its own chunks:');
  for (const file of all.sort((a, b) => gzipKb(b) - gzipKb(a)))
    console.log(`    ${fmt(gzipKb(file))}  ${file}`);
  console.log('');
}

const over = [];
if (firstJs > BUDGET_JS_KB) over.push(`home JS ${firstJs.toFixed(1)} KB > ${BUDGET_JS_KB} KB`);
if (firstCss > BUDGET_CSS_KB) over.push(`home CSS ${firstCss.toFixed(1)} KB > ${BUDGET_CSS_KB} KB`);
if (over.length > 0) {
  console.error(`Over budget: ${over.join('; ')}`);
  process.exit(1);
}
