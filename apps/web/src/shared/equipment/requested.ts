import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** What an equipment list hands a form it opens for the rows the user selected. */
export interface RequestedState {
  /** The selected rows' names by oidno, for naming those the form cannot take. */
  equipmentNames?: Record<string, string>;
}

/** One selected device a form cannot take, and why (in the form's own terms). */
export interface Refused {
  oidno: string;
  reason: string;
}

/**
 * The equipment a form was opened for from a list's selection (`?oidnos=a,b,c`), and their names as
 * the list knew them (the navigation's state; an address opened afresh has the ids only).
 */
export function useRequestedEquipment(): { oidnos: string[]; nameOf: (oidno: string) => string } {
  const [params] = useSearchParams();
  const state = useLocation().state as RequestedState | null;
  const raw = params.get('oidnos') ?? '';
  const oidnos = useMemo(() => raw.split(',').filter(Boolean), [raw]);
  const names = state?.equipmentNames ?? {};
  return { oidnos, nameOf: (oidno) => names[oidno] ?? `设备（编号 ${oidno}）` };
}

/**
 * What a form takes of a selection: the requested devices among its candidates, of the class of the
 * first it takes; each other one with the reason (not a candidate, refused by `refuse`, another class).
 */
export function takeRequested<C extends { equclacode: string }>(
  requested: readonly string[],
  candidates: ReadonlyMap<string, C>,
  reasons: { missing: string; otherClass: string; refuse?: (c: C) => string | null },
): { oidnos: string[]; equclacode: string; refused: Refused[] } {
  const oidnos: string[] = [];
  const refused: Refused[] = [];
  let equclacode = '';
  for (const oidno of requested) {
    const c = candidates.get(oidno);
    const reason = !c
      ? reasons.missing
      : (reasons.refuse?.(c) ?? (equclacode && c.equclacode !== equclacode ? reasons.otherClass : null));
    if (reason || !c) refused.push({ oidno, reason: reason ?? reasons.missing });
    else {
      equclacode ||= c.equclacode;
      oidnos.push(oidno);
    }
  }
  return { oidnos, equclacode, refused };
}
