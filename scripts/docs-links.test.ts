import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';

// Code comments and READMEs point at docs/ by file and anchor (docs/behaviour/mailbox.md#views), so a
// heading renamed in docs must not leave them pointing nowhere. Anchors are GitHub's heading slugs.

const repoRoot = path.resolve(__dirname, '..');

/** The repository's own files (no dependencies, builds or dot folders such as the stand-in's data). */
function ownFiles(folder = ''): string[] {
  return readdirSync(path.join(repoRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (!entry.isDirectory()) return [file];
    return /^(\.|node_modules$|dist$)/.test(entry.name) ? [] : ownFiles(file);
  });
}
const files = ownFiles();

const withoutCodeBlocks = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

const anchorsByFile = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorsByFile.get(file);
  if (!anchors) {
    const slugger = new GithubSlugger();
    const headings = withoutCodeBlocks(readFileSync(path.join(repoRoot, file), 'utf8')).matchAll(
      /^#{1,6}\s+(.+)$/gm,
    );
    anchors = new Set([...headings].map(([, heading]) => slugger.slug(heading!)));
    anchorsByFile.set(file, anchors);
  }
  return anchors;
}

/**
 * What is wrong with a link in `from` to `target`, or undefined. `target` is relative to `from`'s
 * folder (Markdown) or to the repository (a source file's comment).
 */
function brokenLink(from: string, target: string, base = path.dirname(from)): string | undefined {
  const [filePart = '', anchor] = target.split('#');
  const file = filePart ? path.normalize(path.join(base, filePart)) : from;
  if (!existsSync(path.join(repoRoot, file))) return `${from}: ${target} (no such file)`;
  if (anchor && file.endsWith('.md') && !anchorsOf(file).has(anchor)) {
    return `${from}: ${target} (no heading with that anchor)`;
  }
  return undefined;
}

describe('links into docs/', () => {
  it('every relative link of a Markdown file reaches a file and heading that exist', () => {
    const broken = files
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) => {
        const markdown = withoutCodeBlocks(readFileSync(path.join(repoRoot, file), 'utf8'));
        return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
          .map(([, target]) => target!)
          .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target))
          .flatMap((target) => brokenLink(file, target) ?? []);
      });
    expect(broken).toEqual([]);
  });

  it('every docs/…md#anchor a source file names exists', () => {
    const sources = files.filter((file) => /\.(tsx?|css|[cm]js)$/.test(file));
    const broken = sources.flatMap((file) =>
      [
        ...readFileSync(path.join(repoRoot, file), 'utf8').matchAll(
          /\bdocs\/[\w/-]+\.md(#[\w-]+)?/g,
        ),
      ]
        .map(([reference]) => reference)
        .flatMap((reference) => brokenLink(file, reference, '.') ?? []),
    );
    expect(broken).toEqual([]);
  });
});
