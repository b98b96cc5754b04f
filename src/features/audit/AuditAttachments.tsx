/**
 * The attachments an item will publish with, as download links by file name, so the reviewer
 * can open each before approving it.
 */
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fileAccessUrl } from '@/api/files';
import { fileNameOfPath, splitPaths } from '@/widgets/upload';
import { AUDIT_TEXT } from './audit-status';

export function AuditAttachments({ value }: { value: string | null | undefined }) {
  const paths = splitPaths(value);
  if (paths.length === 0) return <Typography color="text.secondary">{AUDIT_TEXT.noAttachments}</Typography>;
  return (
    <Stack component="ul" aria-label={AUDIT_TEXT.attachments} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {paths.map((path) => (
        <li key={path}>
          <Link href={fileAccessUrl(path)} target="_blank" rel="noopener noreferrer" download={fileNameOfPath(path)} sx={{ overflowWrap: 'anywhere' }}>
            {fileNameOfPath(path)}
          </Link>
        </li>
      ))}
    </Stack>
  );
}
