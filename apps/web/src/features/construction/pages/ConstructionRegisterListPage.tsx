import { NoticeList } from './NoticeList';

/** 施工告知登记 (register-list): the unit's notices; new, change, submit, delete. */
export default function ConstructionRegisterListPage() {
  return <NoticeList manage />;
}
