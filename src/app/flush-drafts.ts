/**
 * Writes the open forms' pending drafts before the session ends. The draft module is loaded on
 * demand: a page that never opened a form (the login page) has nothing to write and should not
 * download it.
 */
export async function flushOpenDrafts(): Promise<void> {
  const { flushDrafts } = await import('@/session/drafts');
  await flushDrafts();
}
