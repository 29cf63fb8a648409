import { recordCalls } from '@/kit/lifecycle/record-calls';
import { declarationKey } from '@/shared/declaration/api/keys';
import { deleteDeclaration } from './api/delete-declaration';
import { saveDeclaration } from './api/save-declaration';
import { submitDeclaration } from './api/submit-declaration';
import { declarationLifecycle, type DeclarationKind } from './kinds';
import { applicationTouches } from '@/shared/application/api/keys';

/** A declaration kind's lifecycle (submit, delete) and its save (draft or commit). */
export const useDeclarationCalls = recordCalls({
  queryKey: declarationKey,
  touches: applicationTouches,
  lifecycle: (platform, kind: DeclarationKind) =>
    declarationLifecycle(kind, {
      submit: (r) => submitDeclaration(platform, r.id),
      delete: (r) => deleteDeclaration(platform, r.id),
    }),
  save: saveDeclaration,
});
