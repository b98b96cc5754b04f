import type { Story } from '@ladle/react';
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { confirmDialogCode, CONFIRM_CODE_FAILED, useConfirm } from '@/ui/dialogs/confirm';
import { shows } from './story-shows';

export default { title: 'Shell / Confirm dialog' };

/** Asks once when shown (the dialog's code failing to load when `codeFails`), and shows the answer. */
function AsksOnce({ codeFails = false }: { codeFails?: boolean }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('尚未回答');
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const load = confirmDialogCode.preload;
    // The code is asked for as confirm() is called: only this confirm meets the failed load.
    if (codeFails) confirmDialogCode.preload = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const answered = confirm({ title: '确认删除', content: '是否删除选中数据?' });
    confirmDialogCode.preload = load;
    void answered.then((ok) => setAnswer(ok ? '已确定' : '已取消'));
  }, [codeFails, confirm]);
  return (
    <Box sx={{ p: 2 }}>
      <Typography>回答：{answer}</Typography>
    </Box>
  );
}

/** Open: the question with 取消 and 确定. */
export const Open: Story = () => <AsksOnce />;
shows(Open, { text: ['是否删除选中数据?', '回答：尚未回答'], roles: [{ role: 'dialog', name: '确认删除' }, { role: 'button', name: '确定' }, { role: 'button', name: '取消' }] });

/** The dialog's code could not be fetched: the user is told, and the confirm answers no. */
export const CodeFailedToLoad: Story = () => <AsksOnce codeFails />;
shows(CodeFailedToLoad, { text: [CONFIRM_CODE_FAILED, '回答：已取消'], absent: ['是否删除选中数据?'] });
