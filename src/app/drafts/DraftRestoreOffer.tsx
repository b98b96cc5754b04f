import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { draftRestore, drafts as draftStore, type DraftRecord } from '@/session/drafts';
import { useSession } from '@/session/store';
import { DraftRestoreList } from './DraftRestoreList';

/**
 * Once per sign-in of a user: the drafts that user left unsaved (a dead session, a closed page)
 * are offered back. 恢复草稿 goes to the draft's tab, where its list reopens the form with it.
 */
export function DraftRestoreOffer() {
  const username = useSession().userInfo?.username ?? null;
  const [, navigate] = useLocation();
  const [offered, setOffered] = useState<{ user: string; drafts: DraftRecord[] } | null>(null);

  useEffect(() => {
    if (!username) return;
    let live = true;
    void draftStore.list(username).then((found) => live && setOffered({ user: username, drafts: found }));
    return () => {
      live = false;
    };
  }, [username]);

  // Another user's drafts never show, even for the moment before the list above answers.
  const shown = offered && offered.user === username ? offered.drafts : [];

  return (
    <DraftRestoreList
      drafts={shown}
      onClose={() => setOffered(null)}
      onRestore={(draft) => {
        setOffered(null);
        draftRestore.request(draft);
        navigate(draft.route);
      }}
      onDiscard={(draft) => {
        void draftStore.remove(draft.user, draft.key);
        setOffered((o) => (o ? { ...o, drafts: o.drafts.filter((d) => d.id !== draft.id) } : o));
      }}
    />
  );
}
