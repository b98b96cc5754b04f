/**
 * Tables as TinyMCE wrote them (`<table><tbody><tr><th>/<td>`), edited with ProseMirror's table
 * plugin: insert a 3×3 table with a header row, add or delete rows and columns, delete the table.
 * Borders are written into the markup so a table reads as one wherever the body is shown.
 */
import { mergeAttributes, Node } from '@tiptap/react';
import { TextSelection } from '@tiptap/pm/state';
import { addColumnAfter, addRowAfter, deleteColumn, deleteRow, deleteTable, goToNextCell, tableEditing } from '@tiptap/pm/tables';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    table: {
      insertTable: () => ReturnType;
      addRowAfter: () => ReturnType;
      deleteRow: () => ReturnType;
      addColumnAfter: () => ReturnType;
      deleteColumn: () => ReturnType;
      deleteTable: () => ReturnType;
    };
  }
}

export const NEW_TABLE_SIZE = 3;
const TABLE_STYLE = 'border-collapse: collapse; width: 100%';
const CELL_STYLE = 'border: 1px solid #bfbfbf; padding: 4px 8px';

/** The roles prosemirror-tables reads from the schema. */
const TABLE_ROLES: Record<string, string> = { table: 'table', tableRow: 'row', tableCell: 'cell', tableHeader: 'header_cell' };

function spanAttribute(name: 'colspan' | 'rowspan') {
  return {
    default: 1,
    parseHTML: (element: HTMLElement) => {
      const n = Number(element.getAttribute(name) ?? 1);
      return Number.isInteger(n) && n > 0 && n <= 100 ? n : 1;
    },
    renderHTML: (attributes: Record<string, unknown>) => (attributes[name] === 1 ? {} : { [name]: attributes[name] }),
  };
}

function cell(name: 'tableCell' | 'tableHeader', tag: 'td' | 'th') {
  return Node.create({
    name,
    content: 'block+',
    isolating: true,
    addAttributes() {
      // colwidth is part of what prosemirror-tables expects of a cell; columns are not resized here.
      return { colspan: spanAttribute('colspan'), rowspan: spanAttribute('rowspan'), colwidth: { default: null, rendered: false } };
    },
    parseHTML() {
      return [{ tag }];
    },
    renderHTML({ HTMLAttributes }) {
      return [tag, mergeAttributes(HTMLAttributes, { style: CELL_STYLE }), 0];
    },
  });
}

export const TableCell = cell('tableCell', 'td');
export const TableHeader = cell('tableHeader', 'th');

export const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  parseHTML() {
    return [{ tag: 'tr' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['tr', HTMLAttributes, 0];
  },
});

export const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,

  extendNodeSchema(extension) {
    const role = TABLE_ROLES[extension.name];
    return role ? { tableRole: role } : {};
  },

  parseHTML() {
    return [{ tag: 'table' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['table', mergeAttributes(HTMLAttributes, { style: TABLE_STYLE }), ['tbody', 0]];
  },

  addCommands() {
    return {
      insertTable:
        () =>
        ({ tr, dispatch, editor }) => {
          const { tableRow, tableHeader, tableCell, table } = editor.schema.nodes;
          if (!tableRow || !tableHeader || !tableCell || !table) return false;
          const rows = Array.from({ length: NEW_TABLE_SIZE }, (_r, r) =>
            tableRow.create(
              null,
              Array.from({ length: NEW_TABLE_SIZE }, () => (r === 0 ? tableHeader : tableCell).createAndFill()!),
            ),
          );
          if (dispatch) {
            const from = tr.mapping.map(tr.selection.from);
            tr.replaceSelectionWith(table.create(null, rows));
            // The cursor goes into the first header cell, wherever the insertion split the paragraph.
            let at = -1;
            tr.doc.nodesBetween(tr.mapping.map(from, -1), tr.doc.content.size, (node, pos) => {
              if (at < 0 && node.type === table) at = pos;
              return at < 0;
            });
            if (at >= 0) tr.setSelection(TextSelection.near(tr.doc.resolve(at + 1)));
            tr.scrollIntoView();
          }
          return true;
        },
      addRowAfter:
        () =>
        ({ state, dispatch }) =>
          addRowAfter(state, dispatch),
      deleteRow:
        () =>
        ({ state, dispatch }) =>
          deleteRow(state, dispatch),
      addColumnAfter:
        () =>
        ({ state, dispatch }) =>
          addColumnAfter(state, dispatch),
      deleteColumn:
        () =>
        ({ state, dispatch }) =>
          deleteColumn(state, dispatch),
      deleteTable:
        () =>
        ({ state, dispatch }) =>
          deleteTable(state, dispatch),
    };
  },

  addKeyboardShortcuts() {
    return {
      Tab: () => this.editor.commands.command(({ state, dispatch }) => goToNextCell(1)(state, dispatch)),
      'Shift-Tab': () => this.editor.commands.command(({ state, dispatch }) => goToNextCell(-1)(state, dispatch)),
    };
  },

  addProseMirrorPlugins() {
    return [tableEditing()];
  },
});

export const TableKit = [Table, TableRow, TableHeader, TableCell];
