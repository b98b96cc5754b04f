import { describe, expect, it } from 'vitest';
import { longFunctions } from '../../../scripts/long-functions.mjs';

/** A body of `n` statement lines. */
const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('longFunctions', () => {
  it('measures declarations, arrow functions and methods by line span, with their names', () => {
    const text = [
      `export function declared() {\n${body(5)}\n}`,
      `const arrow = () => {\n${body(5)}\n};`,
      `class Store {\n  method() {\n${body(5)}\n  }\n}`,
      `export const Memo = memo(function Inner() {\n${body(5)}\n});`,
      `api.post('/sys/user/add', async () => {\n${body(5)}\n});`,
    ].join('\n\n');
    const found = longFunctions('a.ts', text, 6);
    expect(found.map(({ name, lines, line }) => ({ name, lines, line }))).toEqual([
      { name: 'declared', lines: 7, line: 1 },
      { name: 'arrow', lines: 7, line: 9 },
      // The class (9 lines) is no function; its method is.
      { name: 'method', lines: 7, line: 18 },
      { name: 'Inner', lines: 7, line: 27 },
      { name: "api.post('/sys/user/add')", lines: 7, line: 35 },
    ]);
    expect(longFunctions('a.ts', text, 7)).toEqual([]);
  });

  it('names an unnamed function by the variable that holds it', () => {
    const text = `export const Grid = memo((props: Props) => {\n${body(3)}\n});`;
    expect(longFunctions('a.tsx', text, 2)[0]?.name).toBe('Grid');
  });

  it('excuses a function only when the comment right above it gives a reason after `long because:`', () => {
    const reasoned = `// long because: one state machine config, split it and the transitions lose their order\nfunction a() {\n${body(4)}\n}`;
    const jsdoc = `/**\n * The form.\n * long because: every field reads the others.\n */\nexport const b = () => {\n${body(4)}\n};`;
    const empty = `// long because:\nfunction c() {\n${body(4)}\n}`;
    const elsewhere = `// long because: a reason for the next line only\nconst x = 1;\nfunction d() {\n${body(4)}\n}`;
    const result = (text: string) => longFunctions('a.ts', text, 3).map(({ name, excused }) => ({ name, excused }));
    expect(result(reasoned)).toEqual([{ name: 'a', excused: true }]);
    expect(result(jsdoc)).toEqual([{ name: 'b', excused: true }]);
    expect(result(empty)).toEqual([{ name: 'c', excused: false }]);
    expect(result(elsewhere)).toEqual([{ name: 'd', excused: false }]);
  });

  it('parses JSX in .tsx files', () => {
    const text = `export function View() {\n${body(3)}\n  return <div className="x">{v0}</div>;\n}`;
    expect(longFunctions('a.tsx', text, 3)).toEqual([{ line: 1, name: 'View', lines: 6, excused: false }]);
  });
});
