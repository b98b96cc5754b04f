import Alert from '@mui/material/Alert';
import type { ScreenProps } from '@/ui/screen-props';
import { areaOfComponent } from './areas';
import { CONTENT_TEXT } from './content-text';
import { ContentListPage } from './ContentListPage';

export type ContentAreaScreenProps = ScreenProps;

/** Every content area's screen: the menu's component string picks the area (areas.ts). */
export default function ContentAreaScreen({ component, title }: ContentAreaScreenProps) {
  const def = areaOfComponent(component);
  if (!def) return <Alert severity="error">{CONTENT_TEXT.unknownArea(component)}</Alert>;
  // Keyed by area: a keep-alive shell may reuse the module for another area.
  return <ContentListPage key={def.area} def={def} title={title} />;
}
