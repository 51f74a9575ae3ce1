import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// The boundaries of the repo (docs in README.md, "Boundaries"). The zones are read from the folders,
// so a new remote, feature or package is covered without editing this file.
const repoRoot = import.meta.dirname;
const subfolders = (folder) =>
  existsSync(path.join(repoRoot, folder))
    ? readdirSync(path.join(repoRoot, folder), { withFileTypes: true })
        // Not node_modules, nor a browser test's temporary copy of a remote (.calendar-redeploy-…).
        .filter((entry) => entry.isDirectory() && !/^(node_modules|\..*)$/.test(entry.name))
        .map((entry) => `${folder}/${entry.name}`)
    : [];

const remotes = subfolders('remotes');
const apps = ['shell', ...remotes];
const packageSources = subfolders('packages').map((project) => `${project}/src`);

// Only the shipped code (src/): a remote's benchmarks may share measuring helpers with another's.
const remoteZones = remotes.map((remote) => ({
  target: `${remote}/src`,
  from: [
    'shell/src',
    ...remotes.filter((other) => other !== remote).map((other) => `${other}/src`),
  ],
  message:
    ' [boundaries: remote → remote/shell] A remote imports only packages (packages/*): the shell and the other remotes reach it at run time through Module Federation and the event bus, so each remote builds and ships alone.',
}));

const shellZone = {
  target: 'shell',
  from: 'remotes',
  message:
    ' [boundaries: shell → remote] The shell loads remotes at run time (RemoteSlot from @mail/federation), never by import, so a remote deploys without rebuilding the shell.',
};

const packageZone = {
  target: ['packages', 'tooling'],
  from: ['shell', 'remotes'],
  message:
    ' [boundaries: package → app] Packages are shared by every app and never import an app: move what they need into a package.',
};

// Inside an app, src/features/<name> imports neither another feature nor its internals; what two
// features share lives at the app level (src/app, src/components, src/lib).
const featureZones = apps.flatMap((app) =>
  subfolders(`${app}/src/features`).map((feature) => ({
    target: feature,
    from: `${app}/src/features`,
    except: [`./${path.basename(feature)}`],
    message: ` [boundaries: feature → feature] Features inside ${app} do not import each other: move what they share up to ${app}/src/app, src/components or src/lib.`,
  })),
);

// A folder with an index.ts inside a package is a module: the rest of the package imports its index,
// never its files, so the module can change its insides freely.
const moduleZones = packageSources.flatMap((source) =>
  subfolders(source)
    .filter((module) => existsSync(path.join(repoRoot, module, 'index.ts')))
    .map((module) => ({
      target: [`${source}/*.{ts,tsx}`, `${source}/!(${path.basename(module)})/**`],
      from: module,
      except: ['./index.ts'],
      message: ` [boundaries: module internals] Import ${module} through its index.ts (export what is needed there), not its files.`,
    })),
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      'coverage/**',
      '**/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // The extensions and parser import-x reads the imported files with (no-cycle follows them).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: repoRoot })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: repoRoot,
          zones: [...remoteZones, shellZone, packageZone, ...featureZones, ...moduleZones],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mail/*/src', '@mail/*/src/**'],
              message:
                '[boundaries: package internals] Import a package through its entry or an entry its package.json "exports" lists: its src/ files are internals it may change.',
            },
            {
              regex: '^(\\.\\./)+(packages|remotes|shell|tooling|emulator)/',
              message:
                '[boundaries: package internals] Reach another project by its package name (@mail/…) and its exports, not by a relative path into its folder.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        {
          ignoreMiddleExtensions: true,
          errorMessage:
            '[file names] "{{ target }}" is not kebab-case: file names are kebab-case (e.g. compose-host.tsx) so imports read the same on every file system.',
        },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '**/': 'KEBAB_CASE' },
        {
          errorMessage:
            '[file names] The folder "{{ target }}" is not kebab-case: folder names are kebab-case like file names.',
        },
      ],
    },
  },
);
