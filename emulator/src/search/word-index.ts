import { DocSet } from './doc-set';
import { wordsOf } from './word-match';

/**
 * Which documents hold each whole word (as word-match.ts splits text into words), so a word is looked
 * up rather than searched for in every message. Add-only: a document's text never changes, and a
 * deleted document's number is never reused, so stale numbers only cost a bit that no live message
 * reads.
 */
export class WordIndex {
  private readonly postings = new Map<string, number[]>();

  add(docNumber: number, texts: readonly string[]): void {
    const seen = new Set<string>();
    for (const text of texts) for (const word of wordsOf(text)) seen.add(word);
    for (const word of seen) {
      const list = this.postings.get(word);
      if (list) list.push(docNumber);
      else this.postings.set(word, [docNumber]);
    }
  }

  /** The documents holding `word` (one word, as wordsOf gives it), among numbers below `size`. */
  docs(word: string, size: number): DocSet {
    return DocSet.of(this.postings.get(word) ?? [], size);
  }

  clear(): void {
    this.postings.clear();
  }
}
