// npm run lint:cycles: no module imports itself back, through any chain of imports.
// It replaces eslint-plugin-import's no-cycle, which re-parsed every file's whole
// import tree for each file it linted (over a third of the lint's time). One pass:
// TypeScript parses each file once and resolves its imports the way tsc and Vite
// do; Tarjan's algorithm finds every circle. Type-only imports are erased at build
// time and are not counted; static, re-export, side-effect and dynamic imports are.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const options = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile).config,
  ts.sys,
  root,
).options;
options.allowJs = true;

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.js'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((f) => f && !f.includes('/migrations/'))
  .map((f) => path.join(root, f));
const known = new Set(files);

function isTypeOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return (
      !clause.name &&
      named !== undefined &&
      ts.isNamedImports(named) &&
      named.elements.length > 0 &&
      named.elements.every((e) => e.isTypeOnly)
    );
  }
  return ts.isExportDeclaration(node) && node.isTypeOnly;
}

function specifiers(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !isTypeOnly(node)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const graph = new Map();
for (const file of files) {
  const edges = new Set();
  for (const spec of specifiers(file)) {
    const resolved = ts.resolveModuleName(spec, file, options, ts.sys).resolvedModule;
    const target = resolved && ts.sys.realpath(resolved.resolvedFileName);
    if (target && known.has(target) && target !== file) edges.add(target);
  }
  graph.set(file, [...edges]);
}

// Tarjan's strongly connected components, iteratively (no recursion limit).
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
for (const start of graph.keys()) {
  if (index.has(start)) continue;
  const work = [[start, 0]];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const [node, i] = frame;
    const edges = graph.get(node);
    if (i < edges.length) {
      frame[1]++;
      const next = edges[i];
      if (!index.has(next)) {
        index.set(next, counter);
        low.set(next, counter++);
        stack.push(next);
        onStack.add(next);
        work.push([next, 0]);
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
      continue;
    }
    work.pop();
    if (work.length > 0) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(node)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) circles.push(component);
    }
  }
}

if (circles.length > 0) {
  console.error(`${circles.length} import circle(s):`);
  for (const circle of circles) {
    console.error(`  ${circle.map((f) => path.relative(root, f)).join('\n    ↔ ')}`);
  }
  process.exit(1);
}
console.log(`no import circle among ${files.length} files`);
