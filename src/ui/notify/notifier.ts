/**
 * App-wide messages (toasts and notifications) as an external store, so code outside React
 * (the API error bridge, statechart actions) can raise them too.
 */
export type NoticeLevel = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  id: number;
  level: NoticeLevel;
  title?: string;
  message: string;
  /** ms before it closes itself; null keeps it until closed */
  duration: number | null;
}

type Listener = () => void;

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

const isProblem = (level: NoticeLevel) => level === 'warning' || level === 'error';

export const notifier = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): Notice[] {
    return notices;
  },
  show(level: NoticeLevel, message: string, title?: string, duration: number | null = 4500): number {
    const id = nextId++;
    // One failure, one message: a burst of identical failures (three parallel calls hitting 401),
    // or a screen repeating what the HTTP client already announced under 系统提示 (as an error,
    // where the screen says it as a warning), shows once.
    if (notices.some((n) => n.message === message && (n.level === level || isProblem(n.level) === isProblem(level)))) return id;
    notices = [...notices.slice(-4), { id, level, title, message, duration }];
    emit();
    return id;
  },
  close(id: number) {
    notices = notices.filter((n) => n.id !== id);
    emit();
  },
  clear() {
    notices = [];
    emit();
  },
};

export const notify = {
  success: (message: string, title?: string) => notifier.show('success', message, title),
  info: (message: string, title?: string) => notifier.show('info', message, title),
  warning: (message: string, title?: string) => notifier.show('warning', message, title),
  error: (message: string, title?: string) => notifier.show('error', message, title),
};
