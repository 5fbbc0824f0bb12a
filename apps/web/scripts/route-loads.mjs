/**
 * Which modules a first visit to each route of the router loads: read from the router's source, not run. A route
 * loads what its `lazy` and `loader` functions import — directly, through a helper of the router file (the screen
 * styles, the preload of a screen's first data), or through `loadNamespace('x')`, whose imports are those of the
 * namespace's entry in `app/i18n-loading.ts` — and what the routes around it (the session gate) load. The size guard
 * (initial-size.mjs) turns these modules into files with the build manifest (decision 0018).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROUTER = 'src/app/router.tsx';
const PATHS = 'src/app/paths.ts';
const NAMESPACES = 'src/app/i18n-loading.ts';

function parse(webDir, file) {
  const text = fs.readFileSync(path.join(webDir, file), 'utf8');
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

/** The file's top-level `const x = …` initialisers and `function x() {…}` declarations, by name. */
function topLevel(source) {
  const names = new Map();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) names.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) {
          names.set(declaration.name.text, declaration.initializer);
        }
      }
    }
  }
  return names;
}

function property(object, name) {
  for (const member of object.properties) {
    if (
      (ts.isPropertyAssignment(member) || ts.isMethodDeclaration(member)) &&
      member.name.getText() === name
    ) {
      return ts.isPropertyAssignment(member) ? member.initializer : member;
    }
  }
  return undefined;
}

/** `import('./x')` as the manifest names it: the source path from the web app's root, extension included. */
function moduleKey(webDir, fromFile, specifier) {
  const base = path.join(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`]) {
    const full = path.join(webDir, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return candidate.split(path.sep).join('/');
  }
  throw new Error(`${fromFile} imports ${specifier}, which is not a file of the web app`);
}

export function routeLoads(webDir) {
  const router = parse(webDir, ROUTER);
  const declarations = topLevel(router);
  const pathsObject = unwrap(topLevel(parse(webDir, PATHS)).get('paths'));
  const namespaceSource = parse(webDir, NAMESPACES);
  const namespaces = unwrap(topLevel(namespaceSource).get('lazyNamespaces'));

  const pathText = (node) => {
    node = unwrap(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isPropertyAccessExpression(node) && node.expression.getText() === 'paths') {
      const value = property(pathsObject, node.name.text);
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)))
        return value.text;
      // A path defined elsewhere (the transactions feature's own constant): read through its import.
      if (value && ts.isIdentifier(value)) return importedString(webDir, PATHS, value.text);
    }
    if (ts.isTemplateExpression(node)) {
      return (
        node.head.text +
        node.templateSpans.map((span) => pathText(span.expression) + span.literal.text).join('')
      );
    }
    throw new Error(`${ROUTER}: cannot read the route path ${node.getText()}`);
  };

  /** Every module a function of the router imports when it runs, following the router's own helpers. */
  const importsOf = (node, seen = new Set()) => {
    const found = [];
    const visit = (current) => {
      if (ts.isCallExpression(current)) {
        const callee = current.expression;
        const [first] = current.arguments;
        if (callee.kind === ts.SyntaxKind.ImportKeyword && first && ts.isStringLiteral(first)) {
          found.push(moduleKey(webDir, ROUTER, first.text));
        } else if (
          ts.isIdentifier(callee) &&
          callee.text === 'loadNamespace' &&
          first &&
          ts.isStringLiteral(first)
        ) {
          const loader = property(namespaces, first.text);
          if (!loader) throw new Error(`${NAMESPACES} has no loader for the namespace ${first.text}`);
          collectImports(loader, (specifier) => found.push(moduleKey(webDir, NAMESPACES, specifier)));
        } else if (ts.isIdentifier(callee) && declarations.has(callee.text) && !seen.has(callee.text)) {
          seen.add(callee.text);
          found.push(...importsOf(declarations.get(callee.text), seen));
        }
      }
      ts.forEachChild(current, visit);
    };
    if (ts.isIdentifier(node) && declarations.has(node.text)) visit(declarations.get(node.text));
    else visit(node);
    return found;
  };

  const routes = [];
  const walk = (node, inherited) => {
    node = unwrap(node);
    if (ts.isIdentifier(node)) return walk(declarations.get(node.text), inherited);
    if (ts.isConditionalExpression(node)) {
      // `import.meta.env.DEV ? devRoutes : []`: the production build has the second branch.
      if (node.condition.getText() !== 'import.meta.env.DEV') {
        throw new Error(`${ROUTER}: cannot tell which branch of ${node.condition.getText()} a build has`);
      }
      return walk(node.whenFalse, inherited);
    }
    if (ts.isArrayLiteralExpression(node)) {
      for (const element of node.elements)
        walk(ts.isSpreadElement(element) ? element.expression : element, inherited);
      return;
    }
    if (!ts.isObjectLiteralExpression(node))
      throw new Error(`${ROUTER}: cannot read the route ${node.getText()}`);
    const own = [];
    for (const name of ['lazy', 'loader']) {
      const value = property(node, name);
      if (value) own.push(...importsOf(value));
    }
    const modules = [...new Set([...inherited, ...own])];
    const routePath = property(node, 'path');
    const element = property(node, 'element');
    if (routePath) {
      const redirect = !!element && /^<Navigate\b/.test(element.getText());
      routes.push({ path: pathText(routePath), modules, redirect });
    }
    const children = property(node, 'children');
    if (children) walk(children, modules);
  };
  walk(declarations.get('routes'), []);
  return routes;
}

function unwrap(node) {
  while (
    node &&
    (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))
  ) {
    node = node.expression;
  }
  return node;
}

function collectImports(node, add) {
  const visit = (current) => {
    if (
      ts.isCallExpression(current) &&
      current.expression.kind === ts.SyntaxKind.ImportKeyword &&
      current.arguments[0] &&
      ts.isStringLiteral(current.arguments[0])
    ) {
      add(current.arguments[0].text);
    }
    ts.forEachChild(current, visit);
  };
  visit(node);
}

/** The string constant `name` that `file` imports from another file of the web app. */
function importedString(webDir, file, name) {
  const source = parse(webDir, file);
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (
      !bindings ||
      !ts.isNamedImports(bindings) ||
      !bindings.elements.some((item) => item.name.text === name)
    ) {
      continue;
    }
    const target = moduleKey(webDir, file, statement.moduleSpecifier.text);
    const value = unwrap(topLevel(parse(webDir, target)).get(name));
    if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) return value.text;
  }
  throw new Error(`${file}: cannot read the path constant ${name}`);
}
