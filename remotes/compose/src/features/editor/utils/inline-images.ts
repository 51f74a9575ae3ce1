import { Fragment, Slice } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import { namedImageDataUri } from '@mail/gmail-client/mime';

const isImageFile = (file: File) => file.type.startsWith('image/');

/** Splits files into those that can be shown inline and the rest. */
export function partitionImages(files: readonly File[]): { images: File[]; others: File[] } {
  return {
    images: files.filter(isImageFile),
    others: files.filter((file) => !isImageFile(file)),
  };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

interface InlineImage {
  src: string;
  alt: string;
}

/** Replaces the selection with the images, side by side, and gives the editor focus back. */
function insertImages(view: EditorView, images: readonly InlineImage[]): void {
  const type = view.state.schema.nodes.image;
  if (!type || images.length === 0) return;
  const nodes = images.map((attrs) => type.create(attrs));
  view.dispatch(
    view.state.tr.replaceSelection(new Slice(Fragment.from(nodes), 0, 0)).scrollIntoView(),
  );
  view.focus();
}

/** Reads image files and inserts them inline as data: URIs; a file that cannot be read is reported. */
export async function insertImageFiles(
  view: EditorView,
  files: readonly File[],
  onError: (message: string) => void,
): Promise<void> {
  const read = await Promise.allSettled(
    // The URI carries the file's name so the sent inline part keeps it.
    files.map(async (file) => ({
      src: namedImageDataUri(await readAsDataUrl(file), file.name),
      alt: file.name,
    })),
  );
  const unreadable = files.filter((_file, index) => read[index]?.status === 'rejected');
  if (unreadable.length > 0) {
    onError(`Could not read ${unreadable.map((file) => file.name).join(', ')}.`);
  }
  // The compose popup may have closed while the files were read.
  if (view.isDestroyed) return;
  insertImages(
    view,
    read.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
  );
}
