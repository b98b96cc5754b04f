import { useLocation } from 'wouter';
import Box from '@mui/material/Box';
import { ExceptionPage } from '@/features/exception/ExceptionPage';
import { HOME_PATH } from '@/ui/layout-constants';
import { useDocumentTitle } from '@/ui/use-document-title';

export default function ExceptionRoute({ status }: { status: 403 | 404 | 500 }) {
  const [, navigate] = useLocation();
  useDocumentTitle(String(status));
  return (
    <Box sx={{ p: 3 }}>
      <ExceptionPage type={status} onHome={() => navigate(HOME_PATH)} />
    </Box>
  );
}
