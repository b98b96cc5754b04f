import useMediaQuery from '@mui/material/useMediaQuery';

/** The console's two breakpoints (spec §9): below 1088 px the sidebar collapses, below 768 px is mobile. */
export function useViewport() {
  const isMobile = useMediaQuery('(max-width:767.98px)');
  const isNarrow = useMediaQuery('(max-width:1087.98px)');
  return { isMobile, isNarrow };
}
