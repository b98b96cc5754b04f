/**
 * jsdom finds a `<label for>`'s control by walking the whole document for the id, and an
 * element's labels by asking every node of the document for its control: Testing Library's
 * accessible names ask for the labels of every form field they look at, so each lookup walks the
 * document once per label in it (about 5 % of a form test's CPU).
 *
 * jsdom already keeps every id of a document's elements in a table. Where that table names
 * exactly one element for the label's id, this answers with it (what the walk would find first);
 * a label outside a document, or an id that several elements share, still gets the walk.
 */
import { createRequire } from 'node:module';

interface NodeImpl {
  parentNode?: NodeImpl | null;
  _ids?: Record<string, NodeImpl[] | undefined>;
  getRootNode(options: object): NodeImpl;
  hasAttributeNS(namespace: string | null, name: string): boolean;
  getAttributeNS(namespace: string | null, name: string): string | null;
}

let restore: (() => void) | null = null;

function jsdomParts(): { prototype: object; isLabelable: (node: NodeImpl) => boolean } | null {
  try {
    const load = createRequire(import.meta.url);
    const label = load('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as { implementation?: { prototype: object } };
    const controls = load('jsdom/lib/jsdom/living/helpers/form-controls.js') as { isLabelable?: (node: NodeImpl) => boolean };
    if (!label.implementation || typeof controls.isLabelable !== 'function') return null;
    return { prototype: label.implementation.prototype, isLabelable: controls.isLabelable };
  } catch {
    return null;
  }
}

/** Puts jsdom's own lookup back. */
export function walkForLabelControls(): void {
  restore?.();
  restore = null;
}

/** Looks a label's control up in jsdom's id table where that gives the same answer (once per process). */
export function fastLabelControls(): void {
  if (restore) return;
  const parts = jsdomParts();
  const walk = parts && Object.getOwnPropertyDescriptor(parts.prototype, 'control');
  if (!parts || !walk?.get) return;
  const walkGet = walk.get;
  const { isLabelable } = parts;
  Object.defineProperty(parts.prototype, 'control', {
    ...walk,
    get(this: NodeImpl) {
      const id = this.hasAttributeNS(null, 'for') ? this.getAttributeNS(null, 'for') : null;
      if (id) {
        const root = this.getRootNode({});
        const withId = root._ids?.[id];
        if (root._ids && !withId) return null;
        // The one element with that id, in the label's own tree (not in a shadow tree).
        const only = withId?.length === 1 ? withId[0]! : null;
        if (only && only.getRootNode({}) === root) return isLabelable(only) ? only : null;
      }
      return walkGet.call(this) as unknown;
    },
  });
  restore = () => Object.defineProperty(parts.prototype, 'control', walk);
}
