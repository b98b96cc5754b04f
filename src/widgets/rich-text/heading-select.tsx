/** 正文 / 标题 1–4 for the block at the cursor, as TinyMCE's block format list. */
import type { Editor } from '@tiptap/react';
import NativeSelect from '@mui/material/NativeSelect';
import { RICH_TEXT } from './messages';

export const HEADING_LEVELS = [1, 2, 3, 4] as const;
type Level = 1 | 2 | 3 | 4 | 5 | 6;

export function HeadingSelect({ editor, level, disabled }: { editor: Editor; level: number; disabled?: boolean }) {
  const choose = (value: string) => {
    const chain = editor.chain().focus();
    if (value === '0') chain.setParagraph().run();
    else chain.setHeading({ level: Number(value) as Level }).run();
  };
  return (
    <NativeSelect
      value={String(level)}
      disabled={disabled}
      onChange={(e) => choose(e.target.value)}
      inputProps={{ 'aria-label': RICH_TEXT.heading }}
      disableUnderline
      sx={{ fontSize: 14, minWidth: 76, mx: 0.5 }}
    >
      <option value="0">{RICH_TEXT.paragraph}</option>
      {HEADING_LEVELS.map((n) => (
        <option key={n} value={String(n)}>
          {RICH_TEXT.headingLevel(n)}
        </option>
      ))}
      {/* Old bodies may hold deeper headings; they show as themselves until changed. */}
      {level > 4 ? <option value={String(level)}>{RICH_TEXT.headingLevel(level)}</option> : null}
    </NativeSelect>
  );
}
