/** The frame of the demo screens: a heading over a column of cards, one card per widget shown. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function DemoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** One widget of a demo screen under its title; `start` keeps buttons at their own width. */
export function DemoCard({ title, start = false, children }: { title: string; start?: boolean; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent>
        <Stack spacing={1.5} sx={start ? { alignItems: 'flex-start' } : undefined}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
