import { NoticeList } from './NoticeList';

/** 施工告知查询 (query-list): every notice of the unit, read-only. */
export default function ConstructionQueryPage() {
  return <NoticeList manage={false} />;
}
