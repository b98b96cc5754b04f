import { useSearch } from 'wouter';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useDocumentTitle } from '@/ui/use-document-title';
import { UserFormCard } from './UserFormCard';

export default function RegisterResultPage() {
  useDocumentTitle('注册结果');
  const account = new URLSearchParams(useSearch()).get('account') ?? '';
  return (
    <UserFormCard title="注册结果">
      <Alert severity="success" sx={{ mb: 2 }}>
        你的账户：{account} 注册成功
      </Alert>
      <Button variant="contained" href="/user/login">
        去登录
      </Button>
    </UserFormCard>
  );
}
