// Which records belong to a company. Platform-wide data (accounts, units, the administrator's
// audit lists of registrations and password resets, notices, the directory of maintenance units)
// is shared by every account of a tenant; every other record is its owner's alone.
export const SHARED_KINDS: ReadonlySet<string> = new Set([
  'account',
  'unit',
  'registration',
  'passwordReset',
  'article',
  'maintenanceUnit',
]);

export const isOwnedKind = (kind: string): boolean => !SHARED_KINDS.has(kind);
