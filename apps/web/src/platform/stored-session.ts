import type { Session } from '@tzsb/sdk';
import { local, readStored, z } from './stored';

const text = z.optional(z.nullable(z.string()));
const role = z.looseObject({ id: z.string(), name: z.string(), roleType: text, menuIdList: z.array(z.string()) });

/** What the session keeps in localStorage (the SDK's browser store, prefix `tzsb.`), as the app uses it. */
const SESSION_VALUES = {
  'tzsb.user': z.looseObject({
    id: z.string(),
    loginName: z.string(),
    name: z.string(),
    phone: text,
    mobile: text,
    idCard: text,
    userUnitAreacode: text,
    roleList: z.optional(z.array(role)),
  }),
  'tzsb.roles': z.array(role),
  'tzsb.access': z.array(z.string()),
  'tzsb.unit': z.looseObject({
    id: z.string(),
    orgname: z.string(),
    creditCode: text,
    unitType: text,
    areaName: text,
    address: text,
    postalCode: text,
  }),
};

/**
 * Checks what the session kept in this browser before the shell shows it: a value of another shape
 * is removed (and logged) and the session read again without it. Returns whether anything went.
 */
export function checkStoredSession(session: Session, storage: Storage | null = local()): boolean {
  let dropped = false;
  for (const [key, schema] of Object.entries(SESSION_VALUES)) {
    if (storage?.getItem(key) == null) continue;
    if (readStored(storage, key, schema as z.ZodMiniType<unknown>) === null) dropped = true;
  }
  if (dropped) session.reload();
  return dropped;
}
