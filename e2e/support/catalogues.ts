import path from 'node:path';
import { build } from 'esbuild';

type Table = { [key: string]: string | Table };

export interface WebCatalogues {
  en: Record<string, Table>;
  id: Record<string, Table>;
  /** Paths of the screens the product describes, from the web app's own list. */
  screens: { path: string }[];
  paths: Record<string, unknown>;
}

/**
 * The web app's two catalogues and its screen list, read from its sources (bundled here, so the test needs no
 * copy that could drift from what the app shows).
 */
export async function loadWebCatalogues(): Promise<WebCatalogues> {
  const result = await build({
    stdin: {
      contents:
        "export { appResources } from './app/i18n-resources';\nexport { paths, v2Screens } from './app/paths';",
      resolveDir: path.resolve(import.meta.dirname, '../../apps/web/src'),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  const loaded = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    appResources: { en: Record<string, Table>; id: Record<string, Table> };
    paths: Record<string, unknown>;
    v2Screens: { path: string }[];
  };
  return {
    en: loaded.appResources.en,
    id: loaded.appResources.id,
    screens: loaded.v2Screens,
    paths: loaded.paths,
  };
}

/** Every string of a catalogue, whatever its namespace and key. */
export function catalogueStrings(namespaces: Record<string, Table>): string[] {
  const out: string[] = [];
  const walk = (table: Table) => {
    for (const value of Object.values(table)) {
      if (typeof value === 'string') out.push(value);
      else walk(value);
    }
  };
  for (const table of Object.values(namespaces)) walk(table);
  return out;
}

/** The keys whose English and Indonesian strings are the same, with that string. */
export function sharedStrings(catalogues: WebCatalogues): { key: string; text: string }[] {
  const out: { key: string; text: string }[] = [];
  const walk = (en: Table, id: Table | undefined, key: string) => {
    for (const [name, value] of Object.entries(en)) {
      const other = id?.[name];
      if (typeof value === 'string') {
        if (value === other) out.push({ key: `${key}.${name}`, text: value });
      } else walk(value, typeof other === 'object' ? other : undefined, `${key}.${name}`);
    }
  };
  for (const [namespace, table] of Object.entries(catalogues.en))
    walk(table, catalogues.id[namespace], namespace);
  return out;
}
