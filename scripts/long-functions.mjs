// Functions, arrow functions and methods longer than a limit, measured by line span with the
// TypeScript compiler's parser. A function is excused when a comment right above it (or above
// the declaration or property that holds it) says `long because:` with the reason.
import ts from 'typescript';

const EXCUSE = /long because:\s*\S/;

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** The node whose leading comments speak for the function: its variable statement, property or call argument. */
function anchorOf(node) {
  let anchor = node;
  for (;;) {
    const parent = anchor.parent;
    if (!parent) return anchor;
    if (ts.isVariableDeclaration(parent) || ts.isVariableDeclarationList(parent) || ts.isVariableStatement(parent)) anchor = parent;
    else if (ts.isPropertyAssignment(parent) || ts.isExportAssignment(parent)) anchor = parent;
    else if (ts.isCallExpression(parent) && parent.arguments.includes(anchor) && ts.isVariableDeclaration(parent.parent)) anchor = parent;
    else return anchor;
  }
}

function nameOf(node, source) {
  if (node.name) return node.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) {
    // `memo(function …)` / `forwardRef((…) => …)` take the variable's name; a route handler its path.
    if (ts.isVariableDeclaration(parent.parent)) return parent.parent.name.getText(source);
    const path = parent.arguments.find((a) => ts.isStringLiteral(a));
    const callee = parent.expression.getText(source);
    return path ? `${callee}('${path.text}')` : `${callee}(…)`;
  }
  if (ts.isExportAssignment(parent)) return 'default';
  return '<anonymous>';
}

function excused(node, source) {
  const anchor = anchorOf(node);
  const text = source.getFullText();
  const comments = ts.getLeadingCommentRanges(text, anchor.getFullStart()) ?? [];
  return comments.some((c) => EXCUSE.test(text.slice(c.pos, c.end)));
}

/** Every function of the file longer than `maxLines`: { line, name, lines, excused }. */
export function longFunctions(file, text, maxLines) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (isFunction(node) && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > maxLines) found.push({ line: first + 1, name: nameOf(node, source), lines, excused: excused(node, source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
