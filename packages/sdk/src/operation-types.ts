import type { operations } from './generated/schema';
import type { DataOf } from './envelope';

/** The contract's operations by operationId (`listEquipment`, `saveConstructionNotice`, …). */
export type OperationId = keyof operations;

type Content<T> = T extends { content: infer C } ? C[keyof C] : never;

/**
 * The request body of an operation, as the contract declares it (its one media type):
 * `const body: BodyOf<'addOperator'> = { name, idCard, mobile }`.
 */
export type BodyOf<K extends OperationId> = Content<NonNullable<operations[K]['requestBody']>>;

/** The query parameters of an operation (without the platform's `__ajax`, which the client adds where needed). */
export type QueryOf<K extends OperationId> = Omit<NonNullable<operations[K]['parameters']['query']>, '__ajax'>;

/** The envelope's `data` of an operation's successful answer. */
export type ResultOf<K extends OperationId> = operations[K]['responses'] extends { 200: infer R }
  ? DataOf<Content<R>>
  : never;
