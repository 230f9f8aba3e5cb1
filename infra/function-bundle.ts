import { buildSync, type BuildOptions, type Metafile } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

/** ESM bundles of CommonJS dependencies need `require` (architecture section 9). */
const BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * How every function is bundled (esbuild): ESM for the Lambda runtime's Node, minified, with source maps, the AWS
 * SDK v3 left to the runtime, and **split**: the entry `index.mjs` holds what a start runs, and each dynamic
 * `import()` (a model call's client, an export format's engine, the analysis, Web Push, the PDF engine with its
 * fonts library) is a file of its own beside it, with the modules it shares with the entry in shared files. A
 * start parses only the entry and what it imports statically; the first request that needs the rest loads it
 * (docs/performance.md, "Cold starts"). One flat folder, so `import.meta.url` is the same for every file and
 * the files copied beside the bundle (the fonts, the triage model) are found from any of them.
 */
export const FUNCTION_BUILD = {
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  minify: true,
  sourcemap: true,
  mainFields: ['module', 'main'],
  external: ['@aws-sdk/*'],
  banner: { js: BANNER },
  entryNames: 'index',
  chunkNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  logLevel: 'warning',
} as const satisfies BuildOptions;

/** The Lambda runtime's Node (`Runtime.NODEJS_24_X` in AppFunction). */
export const LAMBDA_TARGET = 'node24';

/** Data files some code reads beside its bundle, copied there when a module that reads them is in it. */
const BESIDE: { reader: string; files: (root: string) => { from: string; to: string }[] }[] = [
  {
    // The visit brief's fonts (lambdas/lib/pdf.ts reads `fonts/` beside the bundle).
    reader: 'lambdas/lib/pdf.ts',
    files: (root) =>
      ['latin', 'latin-ext', 'devanagari'].flatMap((subset) =>
        [400, 700].map((weight) => {
          const file = `noto-sans-devanagari-${subset}-${weight}-normal.woff`;
          return {
            from: path.join(root, 'node_modules/@fontsource/noto-sans-devanagari/files', file),
            to: path.join('fonts', file),
          };
        }),
      ),
  },
  {
    // The triage model (lambdas/domain/triage-model.ts reads it beside the bundle on the first message).
    reader: 'lambdas/domain/triage-model.ts',
    files: (root) => [
      { from: path.join(root, 'lambdas/domain/triage-model.json.gz'), to: 'triage-model.json.gz' },
    ],
  },
];

/**
 * Bundles the function whose handler module is `entry` (relative to the repository) into `outDir` (its asset):
 * `index.mjs`, the files it loads on use, their source maps, and the data files its code reads. Answers
 * esbuild's metafile (output paths relative to the repository root). `target` is the runtime's Node: the
 * Lambda's in the stack, this machine's in tests and benchmarks.
 */
export function bundleFunction(
  entry: string,
  outDir: string,
  { target = LAMBDA_TARGET, root = REPO_ROOT }: { target?: string; root?: string } = {},
): Metafile {
  const { metafile } = buildSync({
    ...FUNCTION_BUILD,
    entryPoints: [path.resolve(root, entry)],
    outdir: outDir,
    absWorkingDir: root,
    target,
    metafile: true,
  });
  const inputs = new Set(Object.keys(metafile.inputs));
  for (const { reader, files } of BESIDE) {
    if (!inputs.has(reader)) continue;
    for (const { from, to } of files(root)) {
      mkdirSync(path.dirname(path.join(outDir, to)), { recursive: true });
      copyFileSync(from, path.join(outDir, to));
    }
  }
  return metafile;
}

/**
 * The output files a start loads: the entry and, transitively, the files it imports statically (paths as in
 * the metafile). What a dynamic `import()` brings is not among them.
 */
export function loadedAtStart(metafile: Metafile, entryOut: string): string[] {
  const seen = new Set<string>();
  const next = [entryOut];
  while (next.length) {
    const file = next.pop()!;
    if (seen.has(file) || !metafile.outputs[file]) continue;
    seen.add(file);
    for (const i of metafile.outputs[file].imports) {
      if (i.kind === 'import-statement' && !i.external) next.push(i.path);
    }
  }
  return [...seen];
}
