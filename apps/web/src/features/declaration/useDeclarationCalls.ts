import { useQueryClient } from '@tanstack/react-query';
import { usePlatform } from '@/platform/PlatformContext';
import { declarationDetailKey } from '@/shared/declaration/api/declaration-detail';
import { declarationListKey } from './api/declaration-list';
import { deleteDeclaration } from './api/delete-declaration';
import { saveDeclaration, type SaveDeclarationBody } from './api/save-declaration';
import { submitDeclaration } from './api/submit-declaration';
import { declarationLifecycle, type DeclarationKind } from './kinds';

/** A declaration kind's lifecycle (submit, delete), its save (draft or commit) and the keys they change. */
export function useDeclarationCalls(kind: DeclarationKind) {
  const platform = usePlatform();
  const qc = useQueryClient();
  const invalidate = [declarationListKey, declarationDetailKey] as const;
  const lifecycle = declarationLifecycle(kind, {
    submit: (r) => submitDeclaration(platform, r.id),
    delete: (r) => deleteDeclaration(platform, r.id),
  });
  const save = async (body: SaveDeclarationBody, commit: boolean) => {
    const r = await saveDeclaration(platform, body, commit);
    for (const queryKey of invalidate) void qc.invalidateQueries({ queryKey });
    return r;
  };
  return { lifecycle, save, invalidate };
}
