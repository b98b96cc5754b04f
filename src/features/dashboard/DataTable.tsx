/**
 * The figures behind a chart as a visually hidden table: screen readers read it, and tests in
 * jsdom (where the SVG has no layout) assert on it.
 */
export interface DataTableProps {
  caption: string;
  headers: readonly string[];
  rows: ReadonlyArray<readonly (string | number)[]>;
}

const HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

export function DataTable({ caption, headers, rows }: DataTableProps) {
  return (
    <table className="visually-hidden" style={HIDDEN}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) => (
              <td key={j}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
