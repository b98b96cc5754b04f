/** What the shell hands every screen it shows from the server menu. */
export interface ScreenProps {
  /** The menu entry's title, for headings. */
  title: string;
  /** The server `component` string, e.g. `system/UserList`. */
  component: string;
  /** Resolved URL for iframe/external entries. */
  url?: string;
}
