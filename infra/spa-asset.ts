import { DockerImage, FileSystem } from 'aws-cdk-lib';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

/**
 * What the SPA's build reads: its own folder, the shared code it imports from `lambdas/` (contracts, domain,
 * i18n and what they import; handlers are entry points, never imported by the SPA), the TypeScript settings
 * Vite applies to those files, and the dependency versions. A change to any of them builds the SPA again.
 */
export const SPA_INPUTS: readonly { path: string; exclude?: string[] }[] = [
  { path: 'web', exclude: ['dist', 'node_modules'] },
  { path: 'lambdas', exclude: ['handlers'] },
  { path: 'tsconfig.json' },
  { path: 'package.json' },
  { path: 'package-lock.json' },
];

/** A fingerprint of the SPA's sources: the asset's hash, so an unchanged SPA is neither rebuilt nor uploaded. */
export function spaSourceHash(root = REPO_ROOT): string {
  const hash = createHash('sha256');
  for (const input of SPA_INPUTS) {
    const full = path.join(root, input.path);
    const fingerprint = existsSync(full)
      ? FileSystem.fingerprint(full, { exclude: input.exclude ?? [] })
      : '-';
    hash.update(`${input.path}\0${fingerprint}\0`);
  }
  return hash.digest('hex');
}

/** `vite build` of the SPA into `outDir`, in a child process (CDK's local bundling is synchronous). */
export function buildSpa(outDir: string, root = REPO_ROOT): void {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const args = ['build', '--config', path.join(root, 'web/vite.config.ts'), '--outDir', outDir];
  const result = spawnSync(process.execPath, [vite, ...args, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    // Vite 8 warns that its future native config loader will want file extensions in vite.config.ts' imports.
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Quiet when it works: only Vite's warnings, on stderr (stdout belongs to `cdk synth`'s template).
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.status !== 0) {
    throw new Error(
      `The SPA's build failed (vite build, exit ${result.status ?? result.signal}):\n${output || result.error}`,
    );
  }
  if (output) process.stderr.write(`${output}\n`);
}

/** Builds already done in this process, by source hash (two stages synthesized in one test run, for instance). */
const built = new Map<string, string>();

/**
 * The SPA as a CDK asset that builds itself: its hash follows the sources (`spaSourceHash`), and CDK runs the
 * local bundling (`vite build` into the asset's output folder) only when no asset with that hash is in the
 * cloud assembly yet. So `cdk synth` / `cdk deploy` work on a fresh clone after `npm install` alone, rebuild
 * after a change, and skip the build (silently) when nothing changed. `web/dist` is not used.
 */
export function spaSource(root = REPO_ROOT): s3deploy.ISource {
  const hash = spaSourceHash(root);
  return s3deploy.Source.asset(path.join(root, 'web'), {
    assetHash: hash,
    bundling: {
      // Required by the API, never pulled: the local bundling below always builds or throws.
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22-slim'),
      local: {
        tryBundle(outputDir: string) {
          const earlier = built.get(hash);
          if (earlier && existsSync(path.join(earlier, 'index.html'))) {
            cpSync(earlier, outputDir, { recursive: true });
          } else {
            buildSpa(outputDir, root);
            if (!existsSync(path.join(outputDir, 'index.html'))) {
              throw new Error(`The SPA's build wrote no index.html into ${outputDir}`);
            }
          }
          // CDK builds into `asset.<hash>-building`, then renames it: remember the final name.
          built.set(hash, outputDir.replace(/-building$/, ''));
          return true;
        },
      },
    },
  });
}
