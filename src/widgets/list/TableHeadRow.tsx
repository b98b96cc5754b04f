import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** The head of a plain table: one title a column, in order. */
export function TableHeadRow({ titles }: { titles: readonly string[] }) {
  const cells = titles.map((title) => <TableCell key={title}>{title}</TableCell>);
  return (
    <TableHead>
      <TableRow>{cells}</TableRow>
    </TableHead>
  );
}
