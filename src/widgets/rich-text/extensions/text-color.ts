/**
 * Text colour as `<span style="color: …">`, the markup TinyMCE wrote, so colours in old bodies
 * survive editing. The span carries nothing but the colour.
 */
import { Mark, mergeAttributes } from '@tiptap/react';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    textColor: {
      setColor: (color: string) => ReturnType;
      unsetColor: () => ReturnType;
    };
  }
}

/** A colour the way the palette and browsers write one: hex, rgb()/rgba() or a plain name. */
const COLOR = /^(?:#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;

export function isColor(value: string): boolean {
  return COLOR.test(value.trim());
}

export const TextColor = Mark.create({
  name: 'textStyle',

  addAttributes() {
    return {
      color: {
        default: null,
        parseHTML: (element) => (isColor(element.style.color) ? element.style.color : null),
        renderHTML: (attributes) => (attributes.color ? { style: `color: ${String(attributes.color)}` } : {}),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'span', getAttrs: (element) => (isColor(element.style.color) ? {} : false) }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes), 0];
  },

  addCommands() {
    return {
      setColor:
        (color) =>
        ({ commands }) =>
          isColor(color) && commands.setMark(this.name, { color }),
      unsetColor:
        () =>
        ({ commands }) =>
          commands.unsetMark(this.name),
    };
  },
});
