import type { Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Highlight from '@tiptap/extension-highlight';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import TextAlign from '@tiptap/extension-text-align';
import Image from '@tiptap/extension-image';
import { QuotedHistory } from './quoted-history';
import { HISTORY_DEPTH, LINK_SCHEMES, UNDO_GROUP_DELAY_MS } from '../constants';

export const HEADING_LEVELS = [1, 2, 3] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** True for an href whose scheme is one of LINK_SCHEMES (scheme-less and relative hrefs mean nothing in a mail). */
export function isAllowedLink(href: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(href)?.[1];
  return scheme !== undefined && LINK_SCHEMES.includes(scheme.toLowerCase());
}

/** The schema and behaviour of the body editor. */
export function createEditorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      undoRedo: { depth: HISTORY_DEPTH, newGroupDelay: UNDO_GROUP_DELAY_MS },
      link: {
        openOnClick: false,
        defaultProtocol: 'https',
        // `protocols` only teaches linkify extra schemes; this is what rejects the rest on parse,
        // paste, autolink and render.
        isAllowedUri: isAllowedLink,
      },
    }),
    Highlight.configure({ multicolor: true }),
    TextStyle,
    Color,
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...ALIGNMENTS] }),
    Image.configure({ inline: true, allowBase64: true }),
    QuotedHistory,
  ];
}
