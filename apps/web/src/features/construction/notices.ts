import { APPLICATION_STATUSES, type Lifecycle } from '@/kit/lifecycle/lifecycle';
import { recordCalls } from '@/kit/lifecycle/record-calls';
import type { Option } from '@/kit/options';
import type { ConstructionNotice } from './api/construction-list';
import { constructionKey } from './api/keys';
import { commitConstruction } from './api/commit-construction';
import { deleteConstruction } from './api/delete-construction';
import { applicationTouches } from '@/shared/application/api/keys';

/** 施工类别 (constructionType). */
export const constructionTypeOptions: Option[] = [
  { value: '1', label: '安装' },
  { value: '2', label: '改造' },
  { value: '3', label: '修理' },
];

/**
 * A construction notice's statuses: a draft or a returned notice is changed, submitted (告知) or
 * deleted; once submitted the authority accepts it and the inspection body arranges the
 * supervision inspection.
 */
const NOTICE_STATUSES: Lifecycle<unknown>['statuses'] = APPLICATION_STATUSES;
export const statusOptions: Option[] = Object.entries(NOTICE_STATUSES).map(([value, s]) => ({ value, label: s.text }));

/** The construction notice's lifecycle (submit, delete) for its list, detail and form. */
export const useConstructionCalls = recordCalls({
  queryKey: constructionKey,
  touches: applicationTouches,
  lifecycle: (platform): Lifecycle<ConstructionNotice> => ({
    noun: '施工告知',
    statuses: NOTICE_STATUSES,
    status: (r) => r.status,
    statusText: (r) => r.statusName,
    calls: {
      submit: (r) => commitConstruction(platform, { id: r.id }),
      delete: (r) => deleteConstruction(platform, { id: r.id }),
    },
  }),
});
