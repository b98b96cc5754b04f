/**
 * Paragraph and heading alignment, written as `style="text-align: …"` (what the Vue console's
 * TinyMCE wrote, so old bodies keep their alignment). Left is the default and writes nothing.
 */
import { Extension } from '@tiptap/react';

export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

const ALIGNED_TYPES = ['paragraph', 'heading'];

function isAlignment(value: string): value is Alignment {
  return (ALIGNMENTS as readonly string[]).includes(value);
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    textAlign: {
      setTextAlign: (alignment: Alignment) => ReturnType;
    };
  }
}

export const TextAlign = Extension.create({
  name: 'textAlign',

  addGlobalAttributes() {
    return [
      {
        types: ALIGNED_TYPES,
        attributes: {
          textAlign: {
            default: null,
            parseHTML: (element) => {
              const value = element.style.textAlign;
              return isAlignment(value) && value !== 'left' ? value : null;
            },
            renderHTML: (attributes) => (attributes.textAlign ? { style: `text-align: ${String(attributes.textAlign)}` } : {}),
          },
        },
      },
    ];
  },

  addCommands() {
    return {
      setTextAlign:
        (alignment) =>
        ({ commands }) => {
          const value = alignment === 'left' ? null : alignment;
          return ALIGNED_TYPES.map((type) => commands.updateAttributes(type, { textAlign: value })).some(Boolean);
        },
    };
  },
});

/** The alignment of the block at the cursor. */
export function alignmentAt(isActive: (attributes: Record<string, unknown>) => boolean): Alignment {
  return ALIGNMENTS.find((a) => a !== 'left' && isActive({ textAlign: a })) ?? 'left';
}
