import type { FormValues } from './types';

/**
 * Mantine's form reads `a.b` as a path into nested values, but the contract's dotted keys
 * (`param.ratedLoad`) are literal names: inside the form they are kept under an escaped name.
 */
const PATH_SAFE_DOT = '\u2024';
export const fieldPath = (name: string) => name.replaceAll('.', PATH_SAFE_DOT);
export const encodeValues = (values: FormValues): FormValues =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [fieldPath(k), v]));
export const decodeValues = <V extends FormValues>(values: FormValues): V =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k.replaceAll(PATH_SAFE_DOT, '.'), v])) as V;
