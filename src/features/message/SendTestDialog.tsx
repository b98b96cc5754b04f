import { useEffect, useState, type FormEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { postAction } from '@/api/http';
import type { Result } from '@/api/envelope';
import { DictSelect, FormDialogActions } from '@/widgets/form';
import { jsonObjectProblem, MESSAGE_TYPE_DICT, SEND_URL, TEMPLATE_TEXT as T, type TemplateRow } from './message-template-config';
import { sendAndReport } from '@/widgets/feedback';

export interface SendParams {
  msgType: string;
  receiver: string;
  templateCode: string;
  testData: string;
}

export interface SendTestDialogProps {
  template: TemplateRow | null;
  onClose: () => void;
  send?: (params: SendParams) => Promise<Result<unknown>>;
}

const defaultSend = (params: SendParams) => postAction(SEND_URL, params);

type Errors = Partial<Record<'testData' | 'msgType' | 'receiver', string>>;

/** 发送测试: the template's title and content, test data (JSON), channel and receiver. */
export function SendTestDialog({ template, onClose, send = defaultSend }: SendTestDialogProps) {
  const [testData, setTestData] = useState('');
  const [msgType, setMsgType] = useState('');
  const [receiver, setReceiver] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!template) return;
    setTestData(template.templateTestJson ?? '');
    setMsgType('');
    setReceiver('');
    setErrors({});
  }, [template]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!template || sending) return;
    const found: Errors = {};
    if (!testData.trim()) found.testData = T.testDataRequired;
    else found.testData = jsonObjectProblem(testData);
    if (!msgType) found.msgType = T.msgTypeRequired;
    if (!receiver.trim()) found.receiver = T.receiverRequired;
    const clean = Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Errors;
    setErrors(clean);
    if (Object.keys(clean).length > 0) return;
    setSending(true);
    await sendAndReport(() => send({ msgType, receiver: receiver.trim(), templateCode: template.templateCode, testData }), () => onClose());
    setSending(false);
  };

  return (
    <Dialog open={template !== null} onClose={onClose} maxWidth={false} aria-labelledby="send-test-title" slotProps={{ paper: { sx: { width: 700, maxWidth: '95vw' } } }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="send-test-title">{T.sendTest}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <TextField size="small" label={T.title} value={template?.templateName ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
            <TextField size="small" label={T.content} value={template?.templateContent ?? ''} multiline minRows={3} slotProps={{ htmlInput: { readOnly: true } }} />
            <TextField
              size="small"
              label={T.testData}
              required
              multiline
              minRows={3}
              value={testData}
              onChange={(e) => {
                setTestData(e.target.value);
                setErrors((x) => ({ ...x, testData: undefined }));
              }}
              error={Boolean(errors.testData)}
              helperText={errors.testData ?? ' '}
            />
            <DictSelect
              label={T.msgType}
              required
              dictCode={MESSAGE_TYPE_DICT}
              value={msgType}
              onChange={(v) => {
                setMsgType(v);
                setErrors((x) => ({ ...x, msgType: undefined }));
              }}
              error={errors.msgType}
              helperText={errors.msgType ?? ' '}
            />
            <TextField
              size="small"
              label={T.receiver}
              required
              value={receiver}
              onChange={(e) => {
                setReceiver(e.target.value);
                setErrors((x) => ({ ...x, receiver: undefined }));
              }}
              error={Boolean(errors.receiver)}
              helperText={errors.receiver ?? ' '}
              placeholder="手机号、邮箱或用户账号"
            />
          </Stack>
        </DialogContent>
        <FormDialogActions onClose={onClose} saving={sending} submitLabel={T.send} />
      </form>
    </Dialog>
  );
}
