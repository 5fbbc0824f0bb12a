import crypto from 'node:crypto';
import path from 'node:path';
import { routeLoads } from '../scripts/route-loads.mjs';

/** What the chunking reads of a module (rolldown's ModuleInfo, narrowed). */
interface ModuleInfo {
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
interface ModuleGraph {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** The modules whose dynamic imports are route boundaries: a route's lazy parts and its translations. */
const ROUTE_IMPORTERS = ['app/router.tsx', 'app/i18n-loading.ts'];

const SESSION_GATE = 'src/app/guards/session-gate.tsx';

/**
 * What a quarter of the signed-in routes or more use goes with the shell, which all of them load: a few KB more
 * for the others, and a screen's first load stays within 20 files (decision 0145). What such a module imports is
 * used at least as widely, so it goes there too and the shell's chunk imports no screen's.
 */
const SHELL_SHARE = 0.25;

/**
 * A chunk shared by a few signed-in routes whose modules hold less code than this (before minifying) goes with the
 * shell too: each such chunk costs a route a request for a few hundred bytes, and twenty of them would break the
 * 20-file budget (decision 0145), while all of them together add about a kilobyte to the shell.
 */
const SMALL_SHARED_CODE = 1500;

const IMPORT_FROM =
  /(?:^|[;\n])\s*(import|export)\s*(?:type\s+)?(\*(?:\s+as\s+\w+)?|\{[^}]*\}|[\w$]+(?:\s*,\s*\{[^}]*\})?)\s*from\s*["']([^"']+)["']/g;

/** One `import … from` or `export … from` statement: the names it takes ('*' for all) and from where. */
interface Edge {
  kind: 'import' | 'export';
  names: { imported: string; local: string }[] | '*';
  specifier: string;
}

function edgesOf(code: string): Edge[] {
  const edges: Edge[] = [];
  for (const match of code.matchAll(IMPORT_FROM)) {
    const [, kind, clause, specifier] = match as unknown as [string, 'import' | 'export', string, string];
    if (clause.startsWith('*')) {
      edges.push({ kind, names: '*', specifier });
      continue;
    }
    const names: { imported: string; local: string }[] = [];
    const braces = /\{([^}]*)\}/.exec(clause);
    const bare = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    if (bare) names.push({ imported: 'default', local: bare });
    for (const part of (braces?.[1] ?? '').split(',')) {
      const [imported, local] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (imported) names.push({ imported, local: local ?? imported });
    }
    edges.push({ kind, names, specifier });
  }
  return edges;
}

/**
 * Groups the chunks of what loads after the first page by route (build.rolldownOptions.output.codeSplitting,
 * decision 0145). The routes come from the router's source, as the size guard reads them; a module belongs to the
 * routes whose lazy imports reach it through static imports, following only the names a module takes from a
 * library's index (Mantine's, the icons', date-fns') rather than everything the index re-exports. Modules of the
 * first page stay in the entry chunk (the `$initial` group), and modules a screen only imports on demand (the
 * dashboard's chart) are left to the bundler, in chunks of their own.
 */
export function chunkGroups(srcDir: string) {
  let cache: Map<string, string> | undefined;
  let signedIn: string[] = [];
  const edgeCache = new Map<string, Edge[]>();

  function build(graph: ModuleGraph): Map<string, string> {
    const edges = (id: string) => {
      let found = edgeCache.get(id);
      if (!found) {
        found = edgesOf(graph.getModuleInfo(id)?.code ?? '');
        edgeCache.set(id, found);
      }
      return found;
    };
    const resolve = (from: string, specifier: string): string | undefined => {
      const imported = graph.getModuleInfo(from)?.importedIds ?? [];
      if (specifier.startsWith('.')) {
        const base = path.resolve(path.dirname(from), specifier);
        return imported.find(
          (id) => id === base || id.startsWith(`${base}.`) || id.startsWith(`${base}/index.`),
        );
      }
      const packageDir = `/node_modules/${specifier}/`;
      const exact = imported.filter(
        (id) => id.includes(packageDir) || id.includes(`/node_modules/${specifier}.`),
      );
      return exact.length === 1 ? exact[0] : undefined;
    };
    /** A library's index: only re-exports, so a name taken from it leads to the one module that defines it. */
    const indexes = new Map<string, boolean>();
    const isIndex = (id: string) => {
      if (!indexes.has(id)) indexes.set(id, readsAsIndex(id));
      return indexes.get(id)!;
    };
    const readsAsIndex = (id: string) => {
      if (!id.includes('/node_modules/')) return false;
      const code = graph.getModuleInfo(id)?.code ?? '';
      const list = edges(id);
      const rest = code
        .replace(IMPORT_FROM, '')
        .replace(/export\s*\{[^}]*\};?/g, '')
        .replace(/\/\/# sourceMappingURL=\S*/g, '')
        .trim().length;
      // A small index (Mantine's notifications: the store and the host) counts only when it holds nothing but its
      // imports and exports: the store alone stays with the screens that raise toasts (decision 0186).
      return list.length > 20 ? rest < 2000 : list.length >= 2 && rest < 40;
    };
    /** The modules that define `name` behind an index (nested indexes followed), or undefined when unsure. */
    const definers = (index: string, name: string, depth = 0): string[] | undefined => {
      if (depth > 4) return undefined;
      for (const edge of edges(index)) {
        if (edge.names === '*') continue;
        const hit = edge.names.find(
          (entry) => entry.local === name || (edge.kind === 'export' && entry.local === name),
        );
        if (!hit) continue;
        const target = resolve(index, edge.specifier);
        if (!target) return undefined;
        return isIndex(target) ? definers(target, hit.imported, depth + 1) : [target];
      }
      // `export * from './x'`: date-fns names each module after what it exports.
      const stars = edges(index).filter((edge) => edge.kind === 'export' && edge.names === '*');
      const named = stars.find((edge) => path.basename(edge.specifier).replace(/\.[^.]+$/, '') === name);
      const target = named && resolve(index, named.specifier);
      return target ? [target] : undefined;
    };
    /** What `id` needs: every static import, narrowed to the defining modules where it imports from an index. */
    const needed = new Map<string, string[]>();
    const needs = (id: string): string[] => {
      if (!needed.has(id)) needed.set(id, readNeeds(id));
      return needed.get(id)!;
    };
    const readNeeds = (id: string): string[] => {
      const all = graph.getModuleInfo(id)?.importedIds ?? [];
      const narrowed = new Map<string, string[] | undefined>();
      for (const edge of edges(id)) {
        const target = resolve(id, edge.specifier);
        if (!target || !isIndex(target) || edge.names === '*') continue;
        const found: string[] = [...(narrowed.get(target) ?? [])];
        let unsure = narrowed.has(target) && narrowed.get(target) === undefined;
        for (const entry of edge.names) {
          const defining = definers(target, entry.imported);
          if (defining) found.push(...defining);
          else unsure = true;
        }
        narrowed.set(target, unsure ? undefined : found);
      }
      return all.flatMap((target) => {
        if (!narrowed.has(target)) return [target];
        return narrowed.get(target) ?? [target];
      });
    };
    const walk = (from: string, seen: Set<string>) => {
      const stack = [from];
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        stack.push(...needs(id));
      }
    };

    const roots = new Set<string>();
    for (const importer of ROUTE_IMPORTERS) {
      for (const id of graph.getModuleInfo(path.join(srcDir, importer))?.dynamicallyImportedIds ?? [])
        roots.add(id);
    }
    // Which routes load each root, from the router's source (the size guard reads it the same way).
    const routes = routeLoads(path.dirname(srcDir)).filter((route) => !route.redirect);
    signedIn = routes.filter((route) => route.modules.includes(SESSION_GATE)).map((route) => route.path);
    const routesOf = (root: string) => {
      const source = path.relative(path.dirname(srcDir), root).split(path.sep).join('/');
      const loading = routes.filter((route) => route.modules.includes(source)).map((route) => route.path);
      return loading.length > 0 ? loading : [source];
    };
    const usedBy = new Map<string, Set<string>>();
    for (const root of roots) {
      const seen = new Set<string>();
      walk(root, seen);
      const owners = routesOf(root);
      for (const id of seen) {
        if (!usedBy.has(id)) usedBy.set(id, new Set());
        for (const owner of owners) usedBy.get(id)!.add(owner);
      }
    }
    const names = new Map<string, string>();
    for (const [id, owners] of usedBy) names.set(id, chunkName([...owners].sort()));
    const codeOf = new Map<string, number>();
    for (const [id, name] of names) {
      if (name.startsWith('shared-'))
        codeOf.set(name, (codeOf.get(name) ?? 0) + (graph.getModuleInfo(id)?.code?.length ?? 0));
    }
    for (const [id, name] of names) {
      const owners = usedBy.get(id)!;
      const signedInOnly = [...owners].every((owner) => signedIn.includes(owner));
      if (signedInOnly && (codeOf.get(name) ?? Infinity) < SMALL_SHARED_CODE) names.set(id, 'shell');
    }
    return names;
  }

  /**
   * Modules most signed-in routes load go into the shell's chunk (SHELL_SHARE); a route's own modules into its
   * chunk; others into one chunk per set of routes using them, so that no route loads code it does not use. Pages
   * outside the session (the invoice, the customer display) keep to chunks without the shell's.
   */
  function chunkName(owners: string[]): string {
    const outside = owners.filter((owner) => !signedIn.includes(owner));
    const share = signedIn.filter((route) => owners.includes(route)).length / signedIn.length;
    if (share >= SHELL_SHARE) {
      return outside.length === 0 ? 'shell' : digest(['shell', ...outside]);
    }
    if (owners.length === 1) return `route-${owners[0]!.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`;
    return digest(owners);
  }

  function digest(owners: string[]): string {
    return `shared-${crypto.createHash('sha256').update(owners.join('+')).digest('hex').slice(0, 8)}`;
  }

  return {
    name(id: string, ctx: ModuleGraph): string | null {
      cache ??= build(ctx);
      return cache.get(id) ?? null;
    },
  };
}
