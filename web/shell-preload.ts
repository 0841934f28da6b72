// A Vite plugin: index.html preloads the chunks that every host's shell imports (the router, the
// server-state cache, the providers), so the browser fetches them with the boot and /config.json
// instead of after them; only the small shell chunk itself waits for the host decision
// (docs/architecture.md, "First views").
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The host shells main.tsx chooses between once /config.json has answered. */
const SHELLS = ['src/app/app.tsx', 'src/app/organizer-web-app.tsx'];
/** The SPA's entry; the build's other entry is the results widget's script. */
const BOOT = 'index.html';

function staticClosure(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  start.imports.forEach(visit);
  return seen;
}

export function shellPreload(): Plugin {
  return {
    name: 'shell-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const boot = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(BOOT));
        const shells = SHELLS.map((shell) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(shell)));
        if (!boot || shells.some((shell) => !shell)) throw new Error(`shell-preload: the build has no entry or no shell among ${SHELLS.join(', ')}`);
        const [first, ...others] = shells.map((shell) => staticClosure(bundle, shell!));
        const bootFiles = staticClosure(bundle, boot);
        const shared = [...first!].filter((file) => others.every((closure) => closure.has(file)) && file !== boot.fileName && !bootFiles.has(file));
        return shared.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
