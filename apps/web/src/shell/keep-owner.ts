import { keepDraftsOf } from '@/kit/form/drafts';
import { keepRecentOf, recentOwner } from './search/recent-pages';

/** What the browser keeps per account (drafts, recent pages): the signed-in account's only. */
export function keepOwnerDataOnly(user: { id: string; loginName?: string | null }) {
  keepDraftsOf(user.id);
  keepRecentOf(recentOwner(user));
}
