import { Button, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, MenuItem, Select, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';

/**
 * A page for comparing a jsdom shortcut with jsdom alone: an MUI form in a dialog, with styles
 * from sx (one hides a control, one removes a button from the layout), an icon and a table.
 */
export function MuiFormInDialog() {
  return (
    <Dialog open>
      <DialogTitle>编辑</DialogTitle>
      <DialogContent sx={{ width: 600, '& .MuiInputBase-root': { pointerEvents: 'none' } }}>
        <TextField label="名称" disabled />
        <TextField label="备注" multiline />
        <Select value="a" native={false}>
          <MenuItem value="a">甲</MenuItem>
        </Select>
        <FormControlLabel control={<Checkbox defaultChecked />} label="启用" sx={{ visibility: 'hidden' }} />
        <Button variant="contained" startIcon={<SaveIcon />} sx={{ display: 'none' }}>
          保存
        </Button>
        <table>
          <tbody>
            <tr>
              <td>1</td>
            </tr>
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
