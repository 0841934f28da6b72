// The modulepreload links of a page's document (docs/sites.md 'Documents'): its host's shell and its
// route's page, with every chunk they import statically, read from the SPA build's manifest. The
// browser then fetches them beside the boot, instead of after /config.json (the shell) and after the
// shell (the page).
import { dirname, join } from 'node:path';
import { need } from '@lambdas/core/env';
import { fileWhenChanged } from './file-when-changed';

/** One entry of Vite's build manifest (web/dist/.vite/manifest.json), keyed by source path. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** A module's key: its source path under web/, or a package's file by its path in node_modules, wherever that folder is. */
function keyOf(manifest: BuildManifest, module: string): string {
  if (Object.hasOwn(manifest, module)) return module;
  const found = Object.keys(manifest).find((key) => key.endsWith(`node_modules/${module}`));
  if (!found) throw new Error(`The SPA build has no chunk ${module}`);
  return found;
}

/** The files of these modules (keyOf) and of every chunk they import statically, each once. */
export function staticClosure(manifest: BuildManifest, modules: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The SPA build has no chunk ${key}`);
    if (seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  modules.forEach((module) => visit(keyOf(manifest, module)));
  return [...seen].map((key) => manifest[key]!.file);
}

/** The links for the modules' chunks that the shell does not load already (its entry and its own preloads). */
export function preloadLinks(shell: string, manifest: BuildManifest, modules: string[]): string[] {
  return staticClosure(manifest, modules)
    .filter((file) => file.endsWith('.js') && !shell.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}

/** The manifest beside the shell (.vite/manifest.json), read again only when a new build changed it. */
export const spaManifest = fileWhenChanged(
  () => join(dirname(need('SPA_SHELL_FILE')), '.vite', 'manifest.json'),
  (text) => JSON.parse(text) as BuildManifest,
);
