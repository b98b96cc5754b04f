import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

interface State {
  error: Error | null;
}

/** A screen that throws (or whose chunk fails to load) shows an error in its own tab; the shell stays usable. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('screen failed', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = /Loading chunk|dynamically imported module|ChunkLoadError|CSS_CHUNK_LOAD_FAILED/i.test(error.message);
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => (chunk ? window.location.reload() : this.setState({ error: null }))}>
            {chunk ? '重新加载' : '重试'}
          </Button>
        }
      >
        <AlertTitle>{chunk ? '页面资源加载失败（ChunkLoadError）' : '页面出错了'}</AlertTitle>
        {error.message}
      </Alert>
    );
  }
}
