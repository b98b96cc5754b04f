import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const LINKS = [
  { href: 'https://www.gov.cn/', label: '中国政府网' },
  { href: 'https://www.12345.gov.cn/', label: '政务服务热线' },
];

export function Footer() {
  return (
    <Box component="footer" sx={{ py: 2, textAlign: 'center', color: 'text.secondary' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 0.5, justifyContent: 'center' }}>
        {LINKS.map((l) => (
          <Link key={l.href} href={l.href} target="_blank" rel="noopener noreferrer" color="inherit" underline="hover" sx={{ fontSize: 13 }}>
            {l.label}
          </Link>
        ))}
      </Stack>
      <Typography variant="caption">Copyright © {new Date().getFullYear()} 省局网站管理后台</Typography>
    </Box>
  );
}
