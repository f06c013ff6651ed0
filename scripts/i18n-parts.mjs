/**
 * Which part of the interface texts each key belongs to (src/lib/i18n/texts/): a key used only by the
 * files of one area's chunk rides with that area; a key used only by signed-in areas' chunks (two or
 * more of them: the message centre, say) rides in the signed-in part, which every signed-in area
 * loads; a key used by the shell (what src/main.tsx imports), by the public or blank area together
 * with another, or by files outside every area is common. The texts test checks the catalogues
 * against this, so a key never sits in a part its user does not load.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const srcDir = path.join(root, 'src');

/** The area folders under src/areas, each its own lazy chunk (src/app/router.tsx) and text part. */
export const areaParts = [
  'admin',
  'applicant',
  'blank',
  'dev',
  'medical-school',
  'program-user',
  'public',
  'society-user',
];

/** The areas a signed-in user opens: each also loads the signed-in part (src/app/router.tsx). */
export const signedInAreaParts = [
  'admin',
  'applicant',
  'dev',
  'medical-school',
  'program-user',
  'society-user',
];

/** The part shared by signed-in areas only. */
export const SIGNED_IN = 'signed-in';

/**
 * Lazy pages with a text part of their own, loaded with the page (src/lib/i18n/i18n.ts), not with their
 * area: a page most of the area's visitors never open (a mailed link's page) keeps its texts out of the
 * area's part, so the public home's first load does not carry them. Part name → folder under src/areas.
 */
export const pageParts = { 'invoice-payment': 'public/invoice-payment' };

/** The area a page part's page sits in (its texts are loaded too). */
const areaOfPagePart = (part) => pageParts[part]?.split('/')[0];

/** Parts a file of `part` can count on: common, its own, and the signed-in part in a signed-in area. */
export function partsLoadedWith(part) {
  if (part === 'common') return ['common'];
  if (areaOfPagePart(part)) return [...partsLoadedWith(areaOfPagePart(part)), part];
  if (part === SIGNED_IN || signedInAreaParts.includes(part)) return ['common', SIGNED_IN, part];
  return ['common', part];
}

/** One part for users in these parts: their own if one, signed-in if all signed in, else common. */
function sharedPart(parts) {
  if (parts.length === 1) return parts[0];
  // A page part and its own area: the area's part, which the page loads too.
  const areas = new Set(parts.map((part) => areaOfPagePart(part) ?? part));
  if (areas.size === 1) return [...areas][0];
  return parts.every((part) => part === SIGNED_IN || signedInAreaParts.includes(part)) ? SIGNED_IN : 'common';
}

const isTest = (file) => /\.test\.tsx?$|test-support|test-setup/.test(file);

function sourceFiles(dir = srcDir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !isTest(full)) out.push(full);
  }
  return out;
}

const staticImport =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"](\.[^'"]+)['"]|(?:^|\n)\s*import\s+['"](\.[^'"]+)['"]/g;

const dynamicImport = /import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const areasDir = path.join(srcDir, 'areas') + path.sep;

/**
 * The signed-in areas' part of the shell (menus, their counts, the top bar's tools): a lazy chunk the
 * router loads together with a signed-in area and the signed-in texts (src/app/router.tsx loadArea),
 * so what only it uses rides in the signed-in part, not in everyone's first load.
 */
const signedInShell = path.join(srcDir, 'app', 'shell', 'signed-in-shell.ts');

/** What a file imports, statically or lazily; a lazy import of another area's chunk is not followed. */
function imports(file, text) {
  const found = [];
  for (const match of text.matchAll(staticImport)) {
    found.push(path.resolve(path.dirname(file), match[1] ?? match[2]));
  }
  for (const match of text.matchAll(dynamicImport)) {
    const target = path.resolve(path.dirname(file), match[1]);
    if (target.replace(/\.tsx?$/, '') === signedInShell.replace(/\.ts$/, '')) continue;
    const sameArea = target.startsWith(areasDir) && file.startsWith(areaDirOf(target));
    if (!target.startsWith(areasDir) || sameArea) found.push(target);
  }
  return found;
}

const areaDirOf = (file) => path.join(areasDir, path.relative(areasDir, file).split(path.sep)[0]) + path.sep;

function closure(starts, graph) {
  const seen = new Set();
  const stack = [...starts];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file) || !graph.has(file)) continue;
    seen.add(file);
    stack.push(...graph.get(file));
  }
  return seen;
}

/** Keys each file uses: quoted literals that are keys, and keys a template prefix can build. */
function keysUsed(text, keys) {
  const used = new Set();
  for (const match of text.matchAll(/['"]([A-Za-z][A-Za-z0-9_]*)['"]/g)) {
    if (keys.has(match[1])) used.add(match[1]);
  }
  for (const match of text.matchAll(/`([A-Z][A-Za-z0-9_]*)\$\{/g)) {
    for (const key of keys) if (key.startsWith(match[1])) used.add(key);
  }
  return used;
}

/**
 * For a set of keys: the part of each ('common' or an area folder) and, per file, the parts whose
 * texts it can count on (common and its own area).
 */
export function analyseParts(allKeys) {
  const keys = new Set(allKeys);
  const files = sourceFiles();
  const texts = new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]));
  const graph = new Map(files.map((file) => [file, imports(file, texts.get(file))]));
  const shell = closure([path.join(srcDir, 'main.tsx')], graph);
  const reach = new Map(
    areaParts.map((part) => {
      const areaDir = path.join(srcDir, 'areas', part) + path.sep;
      const own = files.filter((file) => file.startsWith(areaDir));
      return [part, closure(own, graph)];
    }),
  );
  const signedInReach = closure([signedInShell], graph);
  /** The part a file's chunk belongs to: an area when only that area reaches it outside the shell. */
  const pagePartDirs = Object.entries(pageParts).map(([part, dir]) => [
    part,
    path.join(srcDir, 'areas', dir) + path.sep,
  ]);
  const partOfFile = (file) => {
    if (shell.has(file)) return 'common';
    // The folder's routes file rides in its area's chunk; the page and its parts load with the page.
    const pagePart = !file.endsWith('-routes.tsx') && pagePartDirs.find(([, dir]) => file.startsWith(dir));
    if (pagePart) return pagePart[0];
    const parts = areaParts.filter((part) => reach.get(part).has(file));
    if (signedInReach.has(file)) parts.push(SIGNED_IN);
    return parts.length === 0 ? 'common' : sharedPart(parts);
  };
  const usersOf = new Map();
  const fileParts = new Map();
  for (const file of files) {
    const part = partOfFile(file);
    fileParts.set(path.relative(root, file), part);
    for (const key of keysUsed(texts.get(file), keys)) {
      if (!usersOf.has(key)) usersOf.set(key, new Set());
      usersOf.get(key).add(part);
    }
  }
  const keyPart = new Map();
  for (const key of keys) {
    const parts = usersOf.get(key);
    keyPart.set(key, parts && !parts.has('common') ? sharedPart([...parts]) : 'common');
  }
  /** Keys each file uses, by relative path (for the test's message). */
  const fileKeys = new Map(
    files.map((file) => [path.relative(root, file), [...keysUsed(texts.get(file), keys)]]),
  );
  return { keyPart, fileParts, fileKeys };
}
